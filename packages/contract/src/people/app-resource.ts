import { z } from 'zod';
import { FILE_TYPES, IMAGE_TYPES, LANGUAGES, UPLOAD_LIMIT_FILES } from '../constants.ts';
import { appType } from './app-version.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { createOf, updateOf } from '../manifest/derive.ts';
import { fileNames as names, storedFile as stored } from '../upload.ts';

/** Values of iot_resource_type. */
export const ResourceType = { file: '0', video: '1' } as const;
/** What a video resource may be uploaded as, and how large (a file resource keeps the spec's 5 MB). */
export const VIDEO_TYPES = ['mp4'] as const;
export const VIDEO_LIMIT_MB = 50;

/**
 * Help material the apps show (`/biz/appResource`): documents (doc, xls, ppt,
 * txt, pdf; up to five files of 5 MB) or a video (uploaded mp4 or a link),
 * per app, language and app version, pinned and released by the flags.
 */
export const appResourceManifest = defineManifest({
  name: 'appResource',
  api: '/biz/appResource',
  perm: 'biz:appResource',
  actions: CRUD_ACTIONS,
  menu: { parent: 'serviceContent', order: 6, icon: 'documentation' },
  id: 'resourceId',
  label: 'title',
  order: [
    ['top', 'desc'],
    ['order', 'asc'],
    ['resourceId', 'desc'],
  ],
  fields: {
    resourceId: { list: { width: 80 }, sort: true, export: 10 },
    title: {
      schema: z.string({ message: 'validation.resourceTitle' }).trim().min(1, 'validation.resourceTitle').max(200),
      list: { ellipsis: true },
      search: 'like',
      form: true,
      sort: true,
      export: 40,
      detail: true,
    },
    appType: { schema: appType.default('0'), dict: 'iot_app_type', list: true, search: 'eq', form: true, export: 22, detail: true },
    language: { schema: z.enum(LANGUAGES).default('en_US'), dict: 'sys_language', list: true, search: 'eq', form: true, export: 12, detail: true },
    resourceType: { schema: z.enum(['0', '1']).default('0'), dict: 'iot_resource_type', list: true, search: 'eq', form: { widget: 'radio' }, export: 10, detail: true },
    resourceUrl: { schema: z.string({ message: 'validation.resourceUrl' }).trim().min(1, 'validation.resourceUrl').max(1000), form: { widget: 'file', wide: true }, export: 50, detail: true },
    coverUrl: { schema: z.string().trim().max(500).default(''), list: { type: 'image', width: 90 }, form: { widget: 'image' }, detail: true },
    describe: { schema: z.string().trim().max(1000).default(''), list: { ellipsis: true, hidden: true }, form: { widget: 'textarea', wide: true }, export: 50, detail: true },
    appVersion: {
      schema: z
        .union([
          z.literal(''),
          z
            .string()
            .trim()
            .max(32)
            .regex(/^\d{1,6}(\.\d{1,6}){0,3}$/, 'validation.versionNumber'),
        ])
        .default(''),
      list: true,
      search: 'eq',
      form: true,
      export: 12,
      detail: true,
    },
    order: { schema: z.coerce.number().int().min(0).max(9999).default(0), list: { width: 80 }, form: true, sort: true, export: 8 },
    release: { schema: z.enum(['Y', 'N']).default('N'), dict: 'sys_yes_no', list: true, search: 'eq', form: { widget: 'radio' }, export: 10, detail: true },
    top: { schema: z.enum(['Y', 'N']).default('N'), dict: 'sys_yes_no', list: true, search: 'eq', form: { widget: 'radio' }, sort: true, export: 10, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20, detail: true },
  },
  grants: { sysUser: '*' },
});

interface ResourceBody {
  resourceType: string;
  resourceUrl: string;
  coverUrl: string;
}

/**
 * A document resource is up to five stored files of the file upload's types; a
 * video is one stored mp4 or an http(s) link; a cover is one stored image.
 */
const resourceRules = <T extends z.ZodType<ResourceBody>>(schema: T) =>
  schema.superRefine((r, ctx) => {
    const files = names(r.resourceUrl);
    // Nothing at all is the field's own rule ('Please upload the resource').
    if (!files.length) return;
    const ok =
      r.resourceType === ResourceType.video
        ? files.length === 1 && (/^https?:\/\/\S+$/.test(files[0]) || stored(VIDEO_TYPES)(files[0]))
        : files.length <= UPLOAD_LIMIT_FILES && files.every(stored(FILE_TYPES));
    if (!ok) ctx.addIssue({ code: 'custom', message: r.resourceType === ResourceType.video ? 'validation.resourceVideo' : 'validation.resourceFiles', path: ['resourceUrl'] });
    if (r.coverUrl && !stored(IMAGE_TYPES)(r.coverUrl)) ctx.addIssue({ code: 'custom', message: 'validation.resourceCover', path: ['coverUrl'] });
  });

export const appResourceCreate = resourceRules(createOf(appResourceManifest));
// updateOf's type names only the id; the body has every form field but the creation-only ones.
export const appResourceUpdate = resourceRules(updateOf(appResourceManifest) as unknown as z.ZodType<ResourceBody>);
