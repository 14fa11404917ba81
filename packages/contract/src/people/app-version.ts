import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { CRUD_ACTIONS, defineManifest, type FieldSpec } from '../manifest/define.ts';
import { createOf, updateOf } from '../manifest/derive.ts';

/** Values of the iot_app_type dictionary (spec §9 app types): the apps that are released, and that questions and resources are for. */
export const appType = z.enum(['0', '1', '2', '3', '4', '5', '6', '7']);

export const PLATFORMS = ['android', 'ios', 'google'] as const;
export type Platform = (typeof PLATFORMS)[number];

const VERSION = /^\d{1,6}(\.\d{1,6}){0,3}$/;
/** A dotted version number (1, 2.10, 3.0.12); the empty text leaves a platform out of a release. */
export const versionNumber = z.string().trim().max(32).regex(VERSION, 'validation.versionNumber');
const optionalVersion = z.union([z.literal(''), versionNumber]).default('');
const downloadUrl = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/, 'validation.downloadUrl'),
  ])
  .default('');
const forced = z.enum(['Y', 'N']).default('N');

/** Compares dotted version numbers part by part (2.10 is newer than 2.9; 1.0 equals 1). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

const platformFields = (p: Platform, exportOrder: boolean): Record<string, FieldSpec> => ({
  [`${p}Version`]: { schema: optionalVersion, list: true, form: true, export: exportOrder ? 12 : undefined, detail: true },
  [`${p}Url`]: { schema: downloadUrl, list: { ellipsis: true, hidden: true }, form: true, export: exportOrder ? 40 : undefined, detail: true },
  [`${p}Force`]: { schema: forced, dict: 'sys_yes_no', list: true, form: { widget: 'radio' }, export: exportOrder ? 10 : undefined, detail: true },
});

/**
 * App releases (`/biz/appVersion`): per app and language, the version number,
 * download link and forced-update flag of each store. The apps ask
 * `GET /app/version/check` whether a newer one is there for them.
 */
export const appVersionManifest = defineManifest({
  name: 'appVersion',
  api: '/biz/appVersion',
  perm: 'biz:appVersion',
  actions: CRUD_ACTIONS,
  menu: { parent: 'serviceContent', order: 5, icon: 'guide' },
  id: 'versionId',
  label: 'androidVersion',
  order: ['createTime', 'desc'],
  fields: {
    versionId: { list: { width: 80 }, sort: true, export: 10 },
    appType: { schema: appType.default('0'), dict: 'iot_app_type', list: true, search: 'eq', form: true, export: 22, detail: true },
    language: { schema: z.enum(LANGUAGES).default('en_US'), dict: 'sys_language', list: true, search: 'eq', form: true, export: 12, detail: true },
    ...platformFields('android', true),
    ...platformFields('ios', true),
    ...platformFields('google', true),
    upgradeInfo: {
      schema: z.string({ message: 'validation.upgradeInfo' }).trim().min(1, 'validation.upgradeInfo').max(2000),
      list: { ellipsis: true },
      form: { widget: 'textarea', wide: true },
      export: 50,
      detail: true,
    },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20, detail: true },
  },
  grants: { sysUser: '*' },
});

type Release = Record<`${Platform}Version` | `${Platform}Url`, string>;
/** A release names at least one store, and every store it names has a download link. */
const releaseRules = <T extends z.ZodType<Release>>(schema: T) =>
  schema
    .refine((r) => PLATFORMS.some((p) => r[`${p}Version`]), { message: 'validation.versionPlatform', path: ['androidVersion'] })
    .superRefine((r, ctx) => {
      for (const p of PLATFORMS) if (r[`${p}Version`] && !r[`${p}Url`]) ctx.addIssue({ code: 'custom', message: 'validation.downloadUrl', path: [`${p}Url`] });
    });

export const appVersionCreate = releaseRules(createOf(appVersionManifest) as unknown as z.ZodType<Release>);
export const appVersionUpdate = releaseRules(updateOf(appVersionManifest) as unknown as z.ZodType<Release>);

/** What an app sends to learn whether it should update. */
export const versionCheckQuery = z.object({
  appType,
  language: z.enum(LANGUAGES).default('en_US'),
  platform: z.enum(PLATFORMS),
  version: versionNumber,
});
export type VersionCheckQuery = z.infer<typeof versionCheckQuery>;

export interface VersionCheck {
  /** The newest release for the app, language and store; null when there is none. */
  latest: { version: string; url: string; upgradeInfo: string; force: boolean } | null;
  hasNewer: boolean;
  /** A forced release lies between the caller's version and the newest. */
  mustUpdate: boolean;
}
