import type { GenEdit, GenFile } from '@cniot/contract/tools/codegen';
import { CATALOGUES } from './texts-files.ts';
import { namesOf, softDeleteOf, type GenModel } from './model.ts';

const AFTER_IMPORTS: Omit<GenEdit, 'text'> = { where: 'after the imports', after: '^import .*;$', last: true };

/** A shared list's additions, shown as the lines to add under the place each goes. */
function insertFile(path: string, edits: GenEdit[]): GenFile {
  const content = edits.map((e) => `// ${path}, ${e.where}:\n${e.text.replace(/^\n/, '')}`).join('\n\n');
  return { path, language: 'typescript', kind: 'insert', content: `${content}\n`, edits };
}

/**
 * The lines the project's shared lists need: the route line in
 * plain-resources.ts, the manifest in the registry and the catalogues in the
 * lists of screen texts.
 */
export function listFiles(m: GenModel): GenFile[] {
  const n = namesOf(m);
  const soft = softDeleteOf(m);
  const options = soft ? `{ table: ${n.table}, hidden: ['${soft.fieldName}'] }` : `{ table: ${n.table} }`;
  return [
    insertFile('apps/server/src/modules/plain-resources.ts', [
      { ...AFTER_IMPORTS, text: `\nimport { ${n.manifest} } from '@cniot/contract/${n.domain}/${n.file}';\nimport { ${n.table} } from '../db/schema/${n.file}.ts';` },
      { where: 'first in plainResourceRoutes', after: '^export const plainResourceRoutes\\b.*\\{$', text: `\n  manifestCrud(app, ${n.manifest}, ${options});` },
    ]),
    insertFile('packages/contract/src/manifest/registry.ts', [
      { ...AFTER_IMPORTS, text: `\nimport { ${n.manifest} } from '../${n.domain}/${n.file}.ts';` },
      { where: 'first in MANIFESTS', after: '^export const MANIFESTS\\b.*\\[$', text: `\n  ${n.manifest},` },
    ]),
    insertFile(
      'packages/contract/src/screens/catalogues.ts',
      CATALOGUES.map(({ folder }) => ({
        where: `last in the parts of ${folder}`,
        after: `^ *import\\('\\./${folder}/.*$`,
        last: true,
        text: `\n      import('./${folder}/${n.file}.ts').then((m) => m.${n.texts}),`,
      })),
    ),
    insertFile('packages/contract/src/screens/english.ts', [
      { ...AFTER_IMPORTS, text: `\nimport { ${n.texts} } from './en-us/${n.file}.ts';` },
      { where: 'last in the list of flattenTexts', after: 'flattenTexts\\(\\[[^\\]]*', text: `, ${n.texts}` },
    ]),
  ];
}
