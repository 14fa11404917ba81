import { z } from 'zod';
import { defineManifest } from '../manifest/define.ts';

/** Values of iot_mail_type, by the names the senders use. */
export const MailTypeCode = { Register: '0', RetrievePassword: '1', AppDeregister: '2', WebDeregister: '3', ScheduledPower: '4', AlarmNotice: '5', MonthlyReport: '6' } as const;
export type MailType = keyof typeof MailTypeCode;
/** Values of iot_send_status. */
export const SendStatus = { success: '0', fail: '1' } as const;

/**
 * Every e-mail the platform sent (`/biz/mailRecord`), with its result; a failed
 * or lost one can be sent again (after a confirmation), which counts the resends.
 */
export const mailRecordManifest = defineManifest({
  name: 'mailRecord',
  api: '/biz/mailRecord',
  perm: 'biz:mailRecord',
  actions: ['list', 'query', 'resend', 'export'],
  menu: { parent: 'serviceContent', order: 3, icon: 'email' },
  id: 'id',
  label: 'email',
  order: [
    ['createTime', 'desc'],
    ['id', 'desc'],
  ],
  fields: {
    id: { list: { width: 80 }, sort: true, export: 10 },
    userId: { list: { width: 90, hidden: true }, export: 10, detail: true },
    email: { searchSchema: z.string().max(128), list: true, search: 'like', sort: true, export: 30, detail: true },
    mailTitle: { searchSchema: z.string().max(255), list: { ellipsis: true }, search: 'like', export: 40, detail: true },
    content: { detail: true },
    mailType: { dict: 'iot_mail_type', list: true, search: 'eq', export: 18, detail: true },
    appType: { dict: 'iot_app_type', list: true, search: 'eq', export: 22, detail: true },
    status: { dict: 'iot_send_status', list: true, search: 'eq', sort: true, export: 10, detail: true },
    resendCount: { list: { width: 90 }, sort: true, export: 10, detail: true },
    resendTime: { list: { type: 'datetime' }, sort: true, export: 20, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20, detail: true },
  },
  /** Who sent it: a user's name, or the job that did (`scheduler`). */
  rowExtras: { createBy: z.string().nullable() },
  grants: { sysUser: '*' },
});
