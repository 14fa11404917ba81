import { z } from 'zod';
import { searchField } from './paging.ts';
import { enabledFlag } from './dict.ts';
import { CRUD_ACTIONS, defineManifest } from './manifest/define.ts';

export const countryQuery = z.object({
  name: searchField(z.string().max(100)),
  countryCode: searchField(z.string().max(3)),
  status: searchField(enabledFlag),
});

const alpha = (n: number, key: string) =>
  z
    .string()
    .trim()
    .length(n, key)
    .regex(/^[A-Za-z]+$/, key)
    .transform((s) => s.toUpperCase());

export const countryCreate = z.object({
  name: z.string().trim().min(1).max(100),
  /** ISO 3166-1 alpha-2. */
  countryCode: alpha(2, 'geo.countryCode'),
  /** A cleared form field arrives as ''. */
  alpha3: z.preprocess((v) => (v === '' ? null : v), alpha(3, 'geo.alpha3').nullish()),
  phoneCode: z.string().trim().regex(/^(\d{1,4}(-\d{1,4})?)?$/, 'geo.phoneCode').nullish(),
  sort: z.coerce.number().int().min(0).max(99999).default(0),
  status: enabledFlag.default('0'),
});
export const countryUpdate = countryCreate.extend({ id: z.coerce.number().int().positive() });

/** A node of `GET /iot/dataGlobalState/stateTree/{country}`. */
export interface StateNode {
  id: number;
  label: string;
  code: string;
  children?: StateNode[];
}

/** Countries and their regions (`/iot/dataGlobalCountry`). */
export const countryManifest = defineManifest({
  name: 'country',
  api: '/iot/dataGlobalCountry',
  perm: 'iot:country',
  actions: CRUD_ACTIONS,
  menu: { parent: 'systemManagement', order: 7, icon: 'international', name: 'countryRegion' },
  id: 'id',
  label: 'countryName',
  fields: {},
  grants: { sysUser: ['list', 'query', 'add', 'edit', 'export'] },
});
