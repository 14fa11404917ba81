import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { GenColumn } from '@cniot/contract/tools/codegen';
import { filesOf } from '../../../../src/modules/tools/codegen/generate/generate.ts';
import type { GenModel } from '../../../../src/modules/tools/codegen/generate/model.ts';

/**
 * Issue 23: table and column comments come from the database and become the
 * screen's title and labels; written into code unescaped, they ran as code
 * (`*\/ require(…)`), as SQL (a newline then `drop table …`), or broke the
 * file (a CR in a label). Every vector here must stay text in every file.
 */
const VECTORS = [
  "x */ require('child_process').execSync('touch /tmp/pwned') /*",
  'x\ndrop table sys_user cascade; --',
  "x\r'); require('child_process'); ('",
  'x\u2028y\u2029z',
  "x\\'; require('fs') //",
  'x ${process.exit(1)} `',
];

let id = 0;
const column = (columnName: string, dbType: string, settings: Partial<GenColumn>): GenColumn => ({
  columnId: ++id,
  tableId: 1,
  columnName,
  ordinal: id,
  dbType,
  isPk: false,
  isIdentity: false,
  nullable: true,
  defaultValue: null,
  columnComment: '',
  maxLength: null,
  fieldName: columnName.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
  label: columnName,
  zodType: 'string',
  required: false,
  isList: false,
  searchOp: '',
  isForm: false,
  isSort: false,
  isExport: false,
  widget: '',
  dictType: '',
  ...settings,
});

const modelWith = (text: string): GenModel => ({
  table: {
    tableId: 1,
    tableName: 'biz_pump',
    tableComment: text,
    resourceName: 'pump',
    title: text,
    menuParent: 'serviceContent',
    menuIcon: 'list',
    permPrefix: 'biz:pump',
    apiPath: '/biz/pump',
    scoped: false,
  },
  columns: [
    column('pump_id', 'integer', { isPk: true, nullable: false, isIdentity: true, zodType: 'integer', isList: true }),
    column('pump_name', 'character varying(40)', { nullable: false, required: true, maxLength: 40, isForm: true, isList: true, columnComment: text, label: text }),
  ],
  migration: { file: '0999-pump.sql', comment: text, constraints: [], indexes: [] },
});

/** Calls and identifiers a hostile text would bring in, found in the parsed code (never in strings or comments). */
function codeOf(content: string, path: string) {
  const source = ts.createSourceFile(path, content, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { errors: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')), names };
}

describe('the code generator writes every value as text', () => {
  for (const text of VECTORS) {
    it(`keeps ${JSON.stringify(text)} inert in every generated file`, () => {
      const files = filesOf(modelWith(text));
      expect(files.length).toBeGreaterThan(4);
      for (const f of files) {
        if (f.language === 'sql') {
          // One statement per line starts at the line's beginning; a comment stays on its line.
          const statements = f.content.split('\n').filter((l) => /^\s*(drop|delete|insert|update|truncate|alter\s+role)\b/i.test(l));
          expect(statements, f.path).toEqual([]);
          expect(f.content, f.path).not.toMatch(/\r|\u2028|\u2029/);
          continue;
        }
        // Lines to insert into existing files carry names only (checked by their own rules), never free text.
        if (f.kind === 'insert') {
          expect(f.content, f.path).not.toMatch(/require|child_process|\r/);
          continue;
        }
        const { errors, names } = codeOf(f.content, f.path);
        expect(errors, f.path).toEqual([]);
        for (const bad of ['require', 'child_process', 'execSync', 'process']) expect(names.has(bad), `${f.path}: ${bad}`).toBe(false);
        expect(f.content, f.path).not.toMatch(/\r|\u2028|\u2029/);
      }
    });
  }
});
