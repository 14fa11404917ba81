import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { appType } from './app-version.ts';
import { CRUD_ACTIONS, defineManifest } from '../manifest/define.ts';
import { requiredRichText } from '../rich-text.ts';

/** Values of the iot_faq_type dictionary: what a question is about. */
export const faqType = z.enum(['0', '1', '2', '3', '4']);

/** Frequently asked questions the apps show (`/biz/faq`), per app and language, in the order of `sort`. */
export const faqManifest = defineManifest({
  name: 'faq',
  api: '/biz/faq',
  perm: 'biz:faq',
  actions: CRUD_ACTIONS,
  menu: { parent: 'serviceContent', order: 4, icon: 'question' },
  id: 'faqId',
  label: 'question',
  order: ['sort', 'asc'],
  fields: {
    faqId: { list: { width: 80 }, sort: true, export: 10 },
    question: {
      schema: z.string({ message: 'validation.faqQuestion' }).trim().min(1, 'validation.faqQuestion').max(500),
      list: { ellipsis: true },
      search: 'like',
      form: { wide: true },
      sort: true,
      export: 50,
      detail: true,
    },
    answer: { schema: requiredRichText('validation.faqAnswer'), form: { widget: 'editor', wide: true }, detail: true },
    language: { schema: z.enum(LANGUAGES).default('en_US'), dict: 'sys_language', list: true, search: 'eq', form: true, export: 12, detail: true },
    faqType: { schema: faqType.default('0'), dict: 'iot_faq_type', list: true, search: 'eq', form: true, export: 16, detail: true },
    appType: { schema: appType.default('0'), dict: 'iot_app_type', list: true, search: 'eq', form: true, export: 22, detail: true },
    sort: { schema: z.coerce.number().int().min(0).max(9999).default(0), list: { width: 80 }, form: true, sort: true, export: 8 },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20 },
  },
  grants: { sysUser: '*' },
});
