import { z } from 'zod';
import { defineManifest } from '../manifest/define.ts';

/** Why a text was sent: the purposes of the verification codes. */
export const SMS_SEND_TYPES = ['login', 'register', 'cancel'] as const;

/** Every text message the platform sent (`/biz/smsRecord`), codes masked, with the gateway's refusal when it failed. */
export const smsRecordManifest = defineManifest({
  name: 'smsRecord',
  api: '/biz/smsRecord',
  perm: 'biz:smsRecord',
  actions: ['list', 'query', 'export'],
  menu: { parent: 'serviceContent', order: 7, icon: 'phone' },
  id: 'id',
  label: 'phone',
  order: [
    ['createTime', 'desc'],
    ['id', 'desc'],
  ],
  fields: {
    id: { list: { width: 80 }, sort: true, export: 10 },
    userId: { list: { width: 90, hidden: true }, export: 10, detail: true },
    phone: { searchSchema: z.string().max(32), list: true, search: 'like', sort: true, export: 18, detail: true },
    content: { list: { ellipsis: true }, export: 50, detail: true },
    appType: { dict: 'iot_app_type', list: true, search: 'eq', export: 22, detail: true },
    appSource: { list: true, export: 12, detail: true },
    sendType: { values: SMS_SEND_TYPES, list: true, search: 'eq', export: 14, detail: true },
    status: { dict: 'iot_send_status', list: true, search: 'eq', sort: true, export: 10, detail: true },
    failureReason: { list: { ellipsis: true }, export: 40, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20, detail: true },
  },
  grants: { sysUser: ['list', 'query', 'export'] },
});
