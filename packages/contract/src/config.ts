import { z } from 'zod';
import { searchField, timeRange } from './paging.ts';
import { yesNo } from './dict.ts';

export const configQuery = z.object({
  configName: searchField(z.string().max(100)),
  configKey: searchField(z.string().max(100)),
  configType: searchField(yesNo),
  ...timeRange.shape,
});

export const configCreate = z.object({
  configName: z.string({ message: 'validation.configName' }).trim().min(1, 'validation.configName').max(100),
  configKey: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'config.keyFormat'),
  configValue: z.string().max(500),
  /** 'Y': built in; the server relies on the key, so it cannot be deleted or renamed. */
  configType: yesNo.default('N'),
  remark: z.string().max(500).nullish(),
});
export const configUpdate = configCreate.extend({ configId: z.coerce.number().int().positive() });

/**
 * Keys anyone may read through `GET /system/config/configKey/{key}`: the
 * sign-in and registration pages need them before there is a session.
 */
export const PUBLIC_CONFIG_KEYS = ['sys.account.captchaEnabled', 'sys.account.registerUser'] as const;
