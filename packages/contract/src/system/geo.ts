import { z } from 'zod';
import { enabledFlag } from './dict.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';

const alpha = (n: number, key: string) =>
  z
    .string()
    .trim()
    .length(n, key)
    .regex(/^[A-Za-z]+$/, key)
    .transform((s) => s.toUpperCase());

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
  label: 'name',
  // Countries keep sort 0 unless an administrator orders some: the name keeps every picker alphabetical.
  order: [
    ['sort', 'asc'],
    ['name', 'asc'],
  ],
  fields: {
    id: { list: { width: 80 }, sort: true, export: 8 },
    name: { schema: z.string().trim().min(1).max(100), searchSchema: z.string().max(100), list: true, search: 'like', form: true, sort: true, export: 36 },
    /** ISO 3166-1 alpha-2; the search takes either ISO code. */
    countryCode: { schema: alpha(2, 'geo.countryCode'), searchSchema: z.string().max(3), list: true, search: 'eq', form: true, sort: true, export: 12 },
    /** A cleared form field arrives as ''. */
    alpha3: { schema: z.preprocess((v) => (v === '' ? null : v), alpha(3, 'geo.alpha3').nullish()), list: true, form: true, export: 10 },
    phoneCode: {
      schema: z
        .string()
        .trim()
        .regex(/^(\d{1,4}(-\d{1,4})?)?$/, 'geo.phoneCode')
        .nullish(),
      list: true,
      form: true,
      export: 12,
    },
    sort: { schema: z.coerce.number().int().min(0).max(99999).default(0), list: true, form: true, sort: true, export: 8 },
    status: { schema: enabledFlag.default('0'), dict: 'sys_normal_disable', list: true, search: 'eq', form: { widget: 'radio' }, export: 10 },
  },
  grants: { sysUser: ['list', 'query', 'add', 'edit', 'export'] },
});
