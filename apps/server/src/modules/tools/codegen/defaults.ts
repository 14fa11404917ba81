import type { GenColumnUpdate, ZodTypeName } from '@cniot/contract/tools/codegen';
import { MENU_DIRS } from '@cniot/contract/manifest/menus';
import type { DbColumn } from './db-tables.ts';

/** A column's screen settings, without the id of its stored row. */
export type ColumnSettings = Omit<GenColumnUpdate, 'columnId'>;

const ZOD_TYPE_OF: Record<string, ZodTypeName> = {
  'character varying': 'string',
  character: 'string',
  text: 'string',
  uuid: 'string',
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
  numeric: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  date: 'date',
  'timestamp with time zone': 'datetime',
  'timestamp without time zone': 'datetime',
};

/** The value type a column's field takes; undefined for types a screen cannot edit (arrays, JSON, binary …). */
export const zodTypeOf = (dataType: string): ZodTypeName | undefined => ZOD_TYPE_OF[dataType];

export const camelCase = (name: string) => name.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const words = (name: string) => {
  const text = name.replace(/_+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** Columns every table of the project may carry, whose role is the same everywhere. */
const KNOWN: Record<string, Partial<ColumnSettings>> = {
  create_time: { isList: true, searchOp: 'range', isSort: true, isExport: true },
  create_by: {},
  update_by: {},
  update_time: {},
  del_flag: {},
  user_id: {},
  dept_id: { isForm: true, required: true, widget: 'companyTree' },
};

/** Text too long for a table cell: a text area in the form, no list column. */
const isLong = (c: DbColumn) => c.dataType === 'text' || (c.maxLength ?? 0) > 500;

/** What a freshly imported column becomes on the screen. */
export function columnDefaults(c: DbColumn): ColumnSettings {
  const zodType = zodTypeOf(c.dataType) ?? 'string';
  const none: ColumnSettings = {
    fieldName: camelCase(c.columnName),
    label: (c.comment || words(c.columnName)).slice(0, 100),
    zodType,
    required: false,
    isList: false,
    searchOp: '',
    isForm: false,
    isSort: false,
    isExport: false,
    widget: '',
    dictType: '',
  };
  if (c.isPk) return { ...none, isList: true, isSort: true, isExport: true };
  if (c.columnName in KNOWN) return { ...none, ...KNOWN[c.columnName] };
  const long = isLong(c);
  return {
    ...none,
    required: !c.nullable && c.defaultValue === null && !c.isIdentity,
    isList: !long,
    searchOp: zodType === 'string' && !long ? 'like' : '',
    isForm: true,
    isSort: !long && zodType !== 'boolean',
    isExport: !long,
    widget: long ? 'textarea' : zodType === 'date' || zodType === 'datetime' ? 'date' : '',
  };
}

/** Prefixes of the project's table names that say nothing about the screen. */
const TABLE_PREFIXES = /^(app|biz|iot|sys|t|tb)_(?=.)/;

/** What a freshly imported table becomes: names derived from the table, its comment as the title. */
export function tableDefaults(tableName: string, comment: string, columns: DbColumn[]) {
  const resourceName = camelCase(tableName.replace(TABLE_PREFIXES, ''));
  return {
    tableName,
    tableComment: comment.slice(0, 500),
    resourceName,
    title: (comment || words(tableName)).slice(0, 100),
    menuParent: 'systemManagement' in MENU_DIRS ? 'systemManagement' : Object.keys(MENU_DIRS)[0],
    menuIcon: 'list',
    permPrefix: `biz:${resourceName}`,
    apiPath: `/biz/${resourceName}`,
    scoped: columns.some((c) => c.columnName === 'dept_id'),
  };
}
