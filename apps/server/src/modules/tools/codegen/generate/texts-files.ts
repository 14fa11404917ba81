import type { GenFile } from '@cniot/contract/tools/codegen';
import { namesOf, quote, type GenModel } from './model.ts';

/** The screen catalogues' folders: English first, the languages that must be complete after it. */
export const CATALOGUES = [
  { folder: 'en-us', english: true },
  { folder: 'zh-cn', english: false },
  { folder: 'de-de', english: false },
  { folder: 'pl-pl', english: false },
] as const;

/** Each line of another language carries the marker: the value is English until a translator replaces it. */
const MARK = ' // translate';

function catalogue(m: GenModel, english: boolean): string[] {
  const { resourceName, title } = m.table;
  const mark = english ? '' : MARK;
  return [
    '  menus: {',
    `    ${resourceName}: ${quote(title)},${mark}`,
    '  },',
    '  resources: {',
    `    ${resourceName}: {`,
    `      title: ${quote(title)},${mark}`,
    '      fields: {',
    ...m.columns.map((c) => `        ${c.fieldName}: ${quote(c.label)},${mark}`),
    '      },',
    '    },',
    '  },',
  ];
}

/** `packages/contract/src/screens/<lang>/<name>.ts`: menu title, screen title and field labels in every catalogue. */
export function textFiles(m: GenModel): GenFile[] {
  const n = namesOf(m);
  return CATALOGUES.map(({ folder, english }) => {
    const head = english
      ? [`/** Texts of the screen ${m.table.resourceName}: English from the comments of the table ${m.table.tableName} and its columns. */`, `export const ${n.texts} = {`]
      : [
          `import type { ${n.texts} as en } from '../en-us/${n.file}.ts';`,
          "import type { Translation } from '../translation.ts';",
          '',
          `/** Texts of the screen ${m.table.resourceName}, still in English: each value marked "translate" awaits its translation. */`,
          `export const ${n.texts}: Translation<typeof en> = {`,
        ];
    const content = [...head, ...catalogue(m, english), '};', ''].join('\n');
    return { path: `packages/contract/src/screens/${folder}/${n.file}.ts`, language: 'typescript', kind: 'create', content } satisfies GenFile;
  });
}
