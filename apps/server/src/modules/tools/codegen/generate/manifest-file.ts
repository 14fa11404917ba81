import type { GenColumn, GenFile } from '@cniot/contract/tools/codegen';
import { commentText, isDeclared, keyOf, namesOf, quote, softDeleteOf, type GenModel } from './model.ts';

const INT_RANGE: Record<string, [string, string]> = {
  smallint: ['-32768', '32767'],
  integer: ['-2147483648', '2147483647'],
};

/** The zod rule of a form field: its type, the column's limits, and whether it may be left out (or cleared, when the column is nullable). */
function schemaOf(c: GenColumn): string {
  const empty = c.required ? '' : c.nullable ? '.nullish()' : '.optional()';
  const message = c.required ? `{ message: 'validation.required' }` : '';
  switch (c.zodType) {
    case 'integer': {
      const range = INT_RANGE[c.dbType];
      return `z.number(${message}).int()${range ? `.min(${range[0]}).max(${range[1]})` : ''}${empty}`;
    }
    case 'number':
      return `z.number(${message})${empty}`;
    case 'boolean':
      return `z.boolean(${message})${empty}`;
    case 'date':
      return `z.iso.date(${message})${empty}`;
    case 'datetime':
      return `z.coerce.date(${message})${empty}`;
    default:
      return `z.string(${message}).trim()${c.required ? ".min(1, 'validation.required')" : ''}${c.maxLength ? `.max(${c.maxLength})` : ''}${empty}`;
  }
}

function fieldSpec(c: GenColumn): string {
  const parts: string[] = [];
  if (c.isForm) parts.push(`schema: ${schemaOf(c)}`);
  if (c.dictType) parts.push(`dict: ${quote(c.dictType)}`);
  if (c.isList) parts.push(`list: ${c.zodType === 'datetime' ? "{ type: 'datetime' }" : 'true'}`);
  if (c.searchOp) parts.push(`search: '${c.searchOp}'`);
  // A query string carries text: 'true' and 'false' are read as the booleans they name.
  if (c.searchOp === 'eq' && c.zodType === 'boolean') parts.push('searchSchema: z.stringbool()');
  if (c.isForm) {
    const wide = c.widget === 'textarea' || c.widget === 'editor';
    parts.push(`form: ${c.widget ? `{ widget: '${c.widget}'${wide ? ', wide: true' : ''} }` : 'true'}`);
  }
  if (c.isSort) parts.push('sort: true');
  if (c.isExport) parts.push('export: true');
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}

const actionsOf = (m: GenModel) => ['list', 'query', 'add', 'edit', 'remove', ...(m.columns.some((c) => c.isExport) ? ['export'] : [])];

/** `packages/contract/src/<domain>/<name>.ts`: the screen's manifest and the bodies of its create and update calls. */
export function manifestFile(m: GenModel): GenFile {
  const n = namesOf(m);
  const { table } = m;
  const key = keyOf(m);
  const soft = softDeleteOf(m);
  const label = m.columns.find((c) => !c.isPk && c.isList && c.zodType === 'string');
  const lines = [
    "import { z } from 'zod';",
    "import { defineManifest } from '../manifest/define.ts';",
    "import { createOf, updateOf } from '../manifest/derive.ts';",
    '',
    `/** ${commentText(table.title)} (\`${table.apiPath}\`): the screen of the table ${table.tableName}, as the code generator wrote it. */`,
    `export const ${n.manifest} = defineManifest({`,
    `  name: ${quote(table.resourceName)},`,
    `  api: ${quote(table.apiPath)},`,
    `  perm: ${quote(table.permPrefix)},`,
    `  actions: [${actionsOf(m).map(quote).join(', ')}],`,
    `  menu: { parent: ${quote(table.menuParent)}, order: 10, icon: ${quote(table.menuIcon)} },`,
    `  id: ${quote(key.fieldName)},`,
    ...(label ? [`  label: ${quote(label.fieldName)},`] : []),
    `  order: [${quote(key.fieldName)}, 'desc'],`,
    ...(table.scoped ? ["  scope: 'dept',"] : []),
    ...(soft ? [`  softDelete: ${quote(soft.fieldName)},`] : []),
    '  fields: {',
    ...m.columns.filter((c) => isDeclared(c, m)).map((c) => `    ${c.fieldName}: ${fieldSpec(c)},`),
    '  },',
    '});',
    '',
    `export const ${table.resourceName}Create = createOf(${n.manifest});`,
    `export const ${table.resourceName}Update = updateOf(${n.manifest});`,
    '',
  ];
  return { path: `packages/contract/src/${n.domain}/${n.file}.ts`, language: 'typescript', kind: 'create', content: lines.join('\n') };
}
