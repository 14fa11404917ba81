import { z } from 'zod';
import { FILE_TYPES, UPLOAD_LIMIT_FILES } from '../constants.ts';
import { GRID_COUNTRIES } from './grid-profile.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { createOf, updateOf } from '../manifest/derive.ts';
import { optionalText } from '../system/system-fields.ts';
import { fileNames, storedFile } from '../upload.ts';

/**
 * Platform grid-connection documents (`/iot/gridDocument`): the standard or utility document a
 * profile follows, uploaded once and listed per country, for installers to hand to grid operators.
 */
export const gridDocumentManifest = defineManifest({
  name: 'gridDocument',
  api: '/iot/gridDocument',
  perm: 'iot:gridDocument',
  actions: CRUD_ACTIONS,
  menu: { parent: 'inverterConfiguration', order: 3, icon: 'documentation', name: 'gridDocuments' },
  id: 'documentId',
  label: 'title',
  order: [
    ['countryCode', 'asc'],
    ['documentId', 'desc'],
  ],
  fields: {
    documentId: { list: { width: 70 }, export: 8 },
    countryCode: { schema: z.enum(GRID_COUNTRIES), values: GRID_COUNTRIES, list: true, search: 'eq', form: true, sort: true, export: 14 },
    title: {
      schema: z.string({ message: 'validation.documentTitle' }).trim().min(1, 'validation.documentTitle').max(200),
      list: { ellipsis: true },
      search: 'like',
      form: { wide: true },
      sort: true,
      export: 40,
    },
    standardName: { schema: optionalText(128), list: { ellipsis: true }, search: 'like', form: true, export: 30 },
    issuer: { schema: optionalText(128), list: true, form: true, export: 24 },
    fileUrl: { schema: z.string({ message: 'validation.documentFile' }).trim().min(1, 'validation.documentFile').max(1000), list: true, form: { widget: 'file', wide: true }, export: 50 },
    remark: { schema: optionalText(500), list: { hidden: true }, form: { widget: 'textarea', wide: true }, export: 30 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  },
  grants: { sysUser: '*', agencyUser: ['list', 'query', 'export'] },
});

/** Up to five files this server stored, of the file upload's types. */
const storedDocuments = (body: unknown, ctx: z.RefinementCtx) => {
  const files = fileNames((body as { fileUrl?: string }).fileUrl ?? '');
  if (files.length && !(files.length <= UPLOAD_LIMIT_FILES && files.every(storedFile(FILE_TYPES)))) {
    ctx.addIssue({ code: 'custom', message: 'validation.documentFiles', path: ['fileUrl'] });
  }
};
export const gridDocumentCreate = createOf(gridDocumentManifest).superRefine(storedDocuments);
export const gridDocumentUpdate = updateOf(gridDocumentManifest).superRefine(storedDocuments);
