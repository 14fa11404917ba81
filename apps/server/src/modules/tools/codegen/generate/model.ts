import type { GenColumn } from '@cniot/contract/tools/codegen';
import { camelCase } from '../defaults.ts';
import type { StoredTable } from '../store.ts';

/** What the generators read: the imported table with its settings, and the migration to write when the project has none. */
export interface GenModel {
  table: StoredTable;
  columns: GenColumn[];
  migration?: { file: string; comment: string; constraints: string[]; indexes: string[] };
}

export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The domain folder of the contract and the server's tests a screen goes to, by the menu directory it sits in. */
const DOMAINS: Record<string, string> = {
  plantManagement: 'stations',
  systemManagement: 'system',
  systemMonitor: 'system',
  microInverter: 'devices',
  serviceContent: 'people',
  organizationUsers: 'people',
  dealerRelease: 'people',
  clientUserManagement: 'people',
  systemTools: 'tools',
  alarm: 'alarms',
  alarmRecordsRules: 'alarms',
  inverterConfiguration: 'grid-firmware',
};

/** The identifiers every generated file agrees on. */
export function namesOf(m: GenModel) {
  const resource = m.table.resourceName;
  return {
    domain: DOMAINS[m.table.menuParent] ?? 'system',
    file: kebabCase(resource),
    manifest: `${resource}Manifest`,
    table: camelCase(m.table.tableName),
    texts: `${resource}Texts`,
  };
}

/** The column holding the row's id. */
export const keyOf = (m: GenModel) => m.columns.find((c) => c.isPk)!;

/** RuoYi's delete flag: rows are marked '2' instead of removed. */
export const softDeleteOf = (m: GenModel) => m.columns.find((c) => c.columnName === 'del_flag' && c.zodType === 'string');

/** A column the manifest declares: it has a role, or the manifest names it (id, soft delete). */
export const isDeclared = (c: GenColumn, m: GenModel) => c.isPk || c === softDeleteOf(m) || c.isList || !!c.searchOp || c.isForm || c.isSort || c.isExport;

/** Text as a single-quoted TypeScript string: quotes, backslashes, control characters and line separators escaped. */
export const quote = (s: string) => `'${s.replace(/[\\'\p{Cc}\u2028\u2029]/gu, (c) => (c === '\\' || c === "'" ? `\\${c}` : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))}'`;

/**
 * Text inside a generated comment (a TypeScript block or doc comment, a SQL
 * `--` line): on one line, and unable to close a block comment. Values read
 * from the database (table and column comments) may hold anything.
 */
export const commentText = (s: string) =>
  s
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\*\//g, '*\u2215')
    .replace(/\/\*/g, '\u2215*');
