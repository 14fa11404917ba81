import { z } from 'zod';
import { defineManifest, permsOf } from '../manifest/define.ts';
import { MENU_DIRS } from '../manifest/menus.ts';

/**
 * The code generator (`/tool/gen`, RuoYi's gen_table): database tables without
 * a screen are imported, their screen is configured per table and column, and
 * the files of that screen are previewed and downloaded. Only platform
 * administrators hold it: it reads the database's structure.
 */
export const genTableManifest = defineManifest({
  name: 'genTable',
  api: '/tool/gen',
  perm: 'tool:gen',
  actions: ['list', 'query', 'edit', 'preview', 'code', 'import', 'remove'],
  menu: { parent: 'systemTools', order: 1, icon: 'code', name: 'codeGen' },
  id: 'tableId',
  label: 'tableName',
  order: ['tableId', 'desc'],
  fields: {
    tableId: { list: { width: 80 }, sort: true },
    tableName: { list: true, search: 'like', sort: true },
    tableComment: { list: { ellipsis: true }, search: 'like' },
    resourceName: { list: true },
    apiPath: { list: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true },
    updateTime: { list: { type: 'datetime' }, sort: true },
  },
});

export const GenPerm = permsOf(genTableManifest);

/** The value type a generated field's zod rule checks. */
export const ZOD_TYPES = ['string', 'integer', 'number', 'boolean', 'date', 'datetime'] as const;
export type ZodTypeName = (typeof ZOD_TYPES)[number];
/** Form inputs a generated field may use (manifest widgets). */
export const GEN_WIDGETS = ['text', 'textarea', 'number', 'select', 'radio', 'date', 'editor', 'image', 'file', 'companyTree'] as const;
export const GEN_SEARCH_OPS = ['', 'like', 'eq', 'range'] as const;

/**
 * Text a person types that the generator writes into code comments and
 * strings: a line break or a comment closer would end the comment (or a SQL
 * `--` line) and make the rest code, so they are refused here, and escaped
 * in the files for values that come from the database.
 */
const codeText = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(100)
    .refine((s) => !/[\r\n\u2028\u2029]|\*\/|\/\*/.test(s), 'codegen.unsafeText');

const camelName = (message: string) =>
  z
    .string()
    .max(64)
    .regex(/^[a-z][a-zA-Z0-9]*$/, message);

export const genColumnUpdate = z.object({
  columnId: z.number().int().positive(),
  /** The property name: the label key `resources.<resource>.fields.<fieldName>`. */
  fieldName: camelName('codegen.fieldName'),
  /** English label; the other languages are marked to translate. */
  label: codeText('codegen.label'),
  zodType: z.enum(ZOD_TYPES),
  required: z.boolean(),
  isList: z.boolean(),
  searchOp: z.enum(GEN_SEARCH_OPS),
  isForm: z.boolean(),
  isSort: z.boolean(),
  isExport: z.boolean(),
  widget: z.enum([...GEN_WIDGETS, '']),
  dictType: z
    .string()
    .max(100)
    .regex(/^([a-z][a-z0-9_]*)?$/, 'codegen.dictType'),
});

export const genTableUpdate = z.object({
  tableId: z.number().int().positive(),
  resourceName: camelName('codegen.resourceName'),
  title: codeText('codegen.title'),
  menuParent: z.string().refine((key) => key in MENU_DIRS, 'codegen.menuParent'),
  menuIcon: z
    .string()
    .max(32)
    .regex(/^[a-z][a-z-]*$/, 'codegen.menuIcon'),
  permPrefix: z
    .string()
    .max(100)
    .regex(/^[a-z][a-zA-Z0-9]*:[a-z][a-zA-Z0-9]*$/, 'codegen.permPrefix'),
  apiPath: z
    .string()
    .max(100)
    .regex(/^(\/[a-z][a-zA-Z0-9-]*)+$/, 'codegen.apiPath'),
  scoped: z.boolean(),
  columns: z.array(genColumnUpdate).min(1).max(500),
});
export type GenTableUpdate = z.infer<typeof genTableUpdate>;
export type GenColumnUpdate = z.infer<typeof genColumnUpdate>;

/** Table names as the database spells them; several are sent comma-separated (RuoYi's `tables`). */
export const tableNames = z
  .string()
  .max(4000)
  .transform((s) => [
    ...new Set(
      s
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(
        z
          .string()
          .max(63)
          .regex(/^[a-z_][a-z0-9_$]*$/, 'codegen.tableName'),
      )
      .min(1, 'codegen.noTables')
      .max(50),
  );

/** A column of an imported table as the edit page shows it. */
export interface GenColumn extends GenColumnUpdate {
  tableId: number;
  columnName: string;
  ordinal: number;
  dbType: string;
  isPk: boolean;
  isIdentity: boolean;
  nullable: boolean;
  defaultValue: string | null;
  columnComment: string;
  maxLength: number | null;
}

export interface GenTable extends Omit<GenTableUpdate, 'columns'> {
  tableName: string;
  tableComment: string;
}

/** A database table the generator can import: no screen, not imported yet. */
export interface DbTable {
  tableName: string;
  tableComment: string;
}

/** Where an `insert` file's text goes: right after the first (or `last`) match of `after` (a multi-line regular expression). */
export interface GenEdit {
  /** Said in the preview and the zip's notes, e.g. "after the imports". */
  where: string;
  after: string;
  last?: boolean;
  text: string;
}

/**
 * One generated file. `create` files are new, written whole; `insert` files are
 * shared lists of the project that get `edits`, and their `content` shows them.
 */
export interface GenFile {
  path: string;
  language: 'typescript' | 'sql' | 'markdown';
  kind: 'create' | 'insert';
  content: string;
  edits?: GenEdit[];
}
