import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { createOf, updateOf } from '../manifest/derive.ts';
import { paramValue } from '../param-value.ts';
import { optionalText, queryId } from '../system/system-fields.ts';

/** Grid-config countries of spec §9. */
export const GRID_COUNTRIES = ['germany', 'america', 'philippines', 'brazil', 'japan'] as const;
export type GridCountry = (typeof GRID_COUNTRIES)[number];

/**
 * The IANA time zones of each grid country (tzdata's zone.tab, with their aliases). A station
 * is in the country of its time zone: a station has no country field, and its zone is required and
 * exact, where the organization selling it may sit in another country (issue 22: a plant in Recife).
 */
export const GRID_COUNTRY_ZONES: Record<GridCountry, readonly string[]> = {
  germany: ['Europe/Berlin', 'Europe/Busingen'],
  america: [
    ...['New_York', 'Detroit', 'Kentucky/Louisville', 'Kentucky/Monticello', 'Louisville', 'Fort_Wayne', 'Indianapolis', 'Knox_IN'].map((z) => `America/${z}`),
    ...['Indianapolis', 'Vincennes', 'Winamac', 'Marengo', 'Petersburg', 'Vevay', 'Tell_City', 'Knox'].map((z) => `America/Indiana/${z}`),
    ...['Chicago', 'Menominee', 'North_Dakota/Center', 'North_Dakota/New_Salem', 'North_Dakota/Beulah', 'Denver', 'Boise', 'Phoenix', 'Los_Angeles'].map((z) => `America/${z}`),
    ...['Anchorage', 'Juneau', 'Sitka', 'Metlakatla', 'Yakutat', 'Nome', 'Adak', 'Atka', 'Shiprock'].map((z) => `America/${z}`),
    'Pacific/Honolulu',
    'Navajo',
    ...['Eastern', 'Central', 'Mountain', 'Pacific', 'Alaska', 'Hawaii', 'Arizona', 'Michigan', 'East-Indiana', 'Indiana-Starke', 'Aleutian'].map((z) => `US/${z}`),
  ],
  philippines: ['Asia/Manila'],
  brazil: [
    ...[
      'Noronha',
      'Belem',
      'Fortaleza',
      'Recife',
      'Araguaina',
      'Maceio',
      'Bahia',
      'Sao_Paulo',
      'Campo_Grande',
      'Cuiaba',
      'Santarem',
      'Porto_Velho',
      'Boa_Vista',
      'Manaus',
      'Eirunepe',
      'Rio_Branco',
      'Porto_Acre',
    ].map((z) => `America/${z}`),
    'Brazil/DeNoronha',
    'Brazil/East',
    'Brazil/West',
    'Brazil/Acre',
  ],
  japan: ['Asia/Tokyo', 'Japan'],
};

/** The grid country of a station's time zone; null outside the five. */
export const gridCountryOfZone = (zone: string | null | undefined): GridCountry | null => GRID_COUNTRIES.find((c) => zone && GRID_COUNTRY_ZONES[c].includes(zone)) ?? null;

/**
 * The 14 grid config types of spec §9, then Volt-Var and Volt-Watt as types of
 * their own: IEEE 1547-2018 and VDE-AR-N 4105 both specify them as functions
 * separate from reactive power control and active power control.
 */
export const CONFIG_TYPES = [
  'standard',
  'voltageProtection',
  'frequencyProtection',
  'faultRideThrough',
  'activeIslanding',
  'reconnection',
  'slowStart',
  'frequencyWatt',
  'activePower',
  'fixedPowerFactor',
  'wattPowerFactor',
  'reactivePower',
  'reactiveSpeed',
  'others',
  'voltVar',
  'voltWatt',
] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** Anti-islanding and protection trip settings: a change needs a second approver before it is pushed. */
export const PROTECTION_TYPES: readonly ConfigType[] = ['voltageProtection', 'frequencyProtection', 'activeIslanding'];

/** Approval of a profile: '0' approved (may be pushed), '1' a protection setting changed, awaiting a second approver. */
export const APPROVAL_STATUS = ['0', '1'] as const;

export const profileCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/, 'validation.invalidFormat');
export const configCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/, 'validation.invalidFormat');

/** A grid profile: a named, versioned set of parameters for a country or area (`/iot/gridProfile`). */
export const gridProfileManifest = defineManifest({
  name: 'gridProfile',
  api: '/iot/gridProfile',
  perm: 'iot:gridProfile',
  actions: [...CRUD_ACTIONS, 'approve', 'copy'],
  menu: { parent: 'inverterConfiguration', order: 1, icon: 'documentation', name: 'gridProfiles' },
  id: 'profileId',
  label: 'profileName',
  order: [
    ['countryCode', 'asc'],
    ['profileCode', 'asc'],
    ['profileVersion', 'desc'],
  ],
  fields: {
    profileId: { list: { width: 70 }, export: 8 },
    profileName: {
      schema: z.string({ message: 'validation.profileName' }).trim().min(1, 'validation.profileName').max(128),
      list: { ellipsis: true },
      search: 'like',
      form: { wide: true },
      sort: true,
      export: 36,
    },
    profileCode: { schema: profileCode, list: true, search: 'like', form: { readOnlyOnEdit: true }, sort: true, export: 20 },
    profileVersion: { list: { width: 80 }, sort: true, export: 8 },
    countryCode: { schema: z.enum(GRID_COUNTRIES), values: GRID_COUNTRIES, list: true, search: 'eq', form: true, sort: true, export: 14 },
    areaCode: { schema: optionalText(32), list: { hidden: true }, form: true, export: 10 },
    areaName: { schema: optionalText(64), list: true, form: true, export: 20 },
    standardName: { schema: optionalText(128), list: { ellipsis: true }, form: { wide: true }, export: 30 },
    paramCount: { list: { width: 90 }, export: 8 },
    approvalStatus: { values: APPROVAL_STATUS, list: true, search: 'eq', searchSchema: z.enum(APPROVAL_STATUS), export: 16 },
    approvedBy: { list: { hidden: true }, export: 14 },
    approveTime: { list: { type: 'datetime', hidden: true }, export: 20 },
    remark: { schema: optionalText(500), list: { hidden: true }, form: { widget: 'textarea', wide: true }, export: 30 },
    updateTime: { list: { type: 'datetime', hidden: true }, sort: true, export: 20 },
  },
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export'] },
});

const limit = z.number().finite().nullish();

/**
 * One parameter of a profile: spec §3's iotConfig. Values are in the unit
 * shown; the device receives `value × configMul`. Country and area come from
 * the profile.
 */
export const gridConfigManifest = defineManifest({
  name: 'gridConfig',
  api: '/iot/config',
  perm: 'iot:config',
  actions: CRUD_ACTIONS,
  buttonsOn: 'iot:gridProfile',
  id: 'configId',
  label: 'configName',
  order: [
    ['sort', 'asc'],
    ['configId', 'asc'],
  ],
  fields: {
    configId: {},
    profileId: { schema: z.number().int().positive(), search: 'eq', searchHidden: true, searchSchema: queryId, form: { apiOnly: true } },
    configName: {
      schema: z.string({ message: 'validation.configName' }).trim().min(1, 'validation.configName').max(128),
      list: { ellipsis: true },
      search: 'like',
      form: true,
      export: 30,
    },
    configAlias: { schema: optionalText(128), list: { hidden: true }, form: true, export: 20 },
    configCode: { schema: configCode, list: true, search: 'like', form: true, export: 18 },
    configType: { schema: z.enum(CONFIG_TYPES), values: CONFIG_TYPES, list: true, search: 'eq', form: true, export: 22 },
    defVal: { schema: z.number({ message: 'validation.invalidValue' }).finite(), list: true, form: true, export: 10 },
    unit: { schema: optionalText(16), list: { width: 70 }, form: true, export: 8 },
    configMin: { schema: limit, list: { width: 90 }, form: true, export: 10 },
    configMax: { schema: limit, list: { width: 90 }, form: true, export: 10 },
    precision: { schema: z.number().int().min(0).max(6).default(0), list: { width: 80 }, form: true, export: 8 },
    configMul: { schema: z.number().positive().max(1_000_000).default(1), list: { width: 80 }, form: true, export: 8 },
    installerEditable: { schema: z.enum(['0', '1']).default('0'), values: ['0', '1'], list: true, form: true, export: 10 },
    configAscription: { schema: optionalText(128), list: { hidden: true }, form: true, export: 20 },
    configDescribe: { schema: optionalText(500), list: { hidden: true }, form: { widget: 'textarea', wide: true }, export: 40 },
    countryCode: { values: GRID_COUNTRIES, list: { hidden: true }, export: 12 },
    countryName: { export: 14 },
    areaCode: { export: 10 },
    areaName: { list: { hidden: true }, export: 16 },
    sort: { schema: z.number().int().min(0).max(9999).default(0), list: { width: 70 }, form: true, export: 6 },
  },
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export'] },
});

type Limits = { defVal?: number; precision?: number; configMin?: number | null; configMax?: number | null };
/** The profile's value must itself obey the parameter's rule: the spec's precision and integer texts, then the limits. */
function valueWithinRule(body: unknown, ctx: z.RefinementCtx) {
  const b = body as Limits;
  if (b.configMin != null && b.configMax != null && b.configMin > b.configMax) {
    ctx.addIssue({ code: 'custom', message: 'validation.configLimits', path: ['configMax'] });
    return;
  }
  if (b.defVal === undefined) return;
  const checked = paramValue({ precision: b.precision, min: b.configMin ?? undefined, max: b.configMax ?? undefined }).safeParse(b.defVal);
  for (const issue of checked.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['defVal'] } as Parameters<typeof ctx.addIssue>[0]);
}
export const gridConfigCreate = createOf(gridConfigManifest).superRefine(valueWithinRule);
export const gridConfigUpdate = updateOf(gridConfigManifest).superRefine(valueWithinRule);

const { configId: _id, profileId: _profile, ...parameterFields } = gridConfigManifest.fields;

/**
 * Spec §3's correction entity: a parameter as one language states it (its name, alias,
 * description, unit and the rest of iotConfig's fields) with its symbol flag (0 none, 1 present).
 * One per parameter and language; the country and area are the parameter's.
 */
export const gridConfigCorrectionManifest = defineManifest({
  name: 'gridConfigCorrection',
  api: '/iot/configCorrection',
  perm: 'iot:configCorrection',
  actions: CRUD_ACTIONS,
  buttonsOn: 'iot:gridProfile',
  id: 'correctionId',
  label: 'configName',
  order: [
    ['language', 'asc'],
    ['correctionId', 'asc'],
  ],
  fields: {
    correctionId: {},
    configId: { schema: z.number().int().positive(), search: 'eq', searchHidden: true, searchSchema: queryId, form: { apiOnly: true } },
    language: { schema: z.enum(LANGUAGES), dict: 'sys_language', list: true, search: 'eq', form: true, export: 12 },
    symbol: { schema: z.enum(['0', '1']).default('0'), values: ['0', '1'], list: true, form: true, export: 8 },
    ...parameterFields,
  },
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export'] },
});
export const gridConfigCorrectionCreate = createOf(gridConfigCorrectionManifest).superRefine(valueWithinRule);
export const gridConfigCorrectionUpdate = updateOf(gridConfigCorrectionManifest).superRefine(valueWithinRule);

/** A protection parameter's rule at one moment: its value in display units and the profile's limits. */
export interface ProtectionRule {
  value: number;
  min: number | null;
  max: number | null;
}

/**
 * One protection or anti-islanding parameter changed since the profile was last approved
 * (`GET /iot/gridProfile/approval/{id}`): before is null for a parameter added, after for one removed.
 */
export interface ProtectionChange {
  configCode: string;
  configName: string;
  unit: string | null;
  before: ProtectionRule | null;
  after: ProtectionRule | null;
}
