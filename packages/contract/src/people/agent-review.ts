import { z } from 'zod';
import { passwordField, phoneField, sliderVerifyData, userNameField } from '../system/auth.ts';
import { defineManifest } from '../manifest/define.ts';
import { entityId } from '../system/system-fields.ts';

/** Values of the biz_examine_status dictionary: waiting, passed, refused. */
export const ExamineStatus = { pending: '0', pass: '1', refuse: '2' } as const;
export const examineStatus = z.enum(['0', '1', '2']);
/** Values of the biz_company_size dictionary: 1–10, 11–50, 51–200, 201–1000, more employees. */
export const companySize = z.enum(['0', '1', '2', '3', '4']);

const text = (max: number, key?: string) => (key ? z.string({ message: key }).trim().min(1, key).max(max) : z.string().trim().max(max));

/**
 * Dealer applications (agent review, "dealer release and management"). A
 * prospective dealer applies through the public `POST /biz/agentReview/apply`;
 * the platform passes the application (its organization is created under the
 * chosen parent with its first user, who gets the agency role, the password
 * chosen when applying, and a mail) or refuses it with a reason, which is mailed.
 */
export const agentReviewManifest = defineManifest({
  name: 'agentReview',
  api: '/biz/agentReview',
  perm: 'biz:agentReview',
  actions: ['list', 'query', 'examine', 'remove', 'export'],
  menu: { parent: 'dealerRelease', order: 1, icon: 'agent' },
  id: 'id',
  label: 'company',
  // Waiting applications first, newest first.
  order: [
    ['examineStatus', 'asc'],
    ['id', 'desc'],
  ],
  fields: {
    id: { list: { width: 80 }, sort: true, export: 10 },
    company: { list: { width: 200 }, search: 'like', sort: true, export: 30, detail: true },
    userName: { list: true, search: 'like', export: 20, detail: true },
    email: { list: true, search: 'like', export: 30, detail: true },
    phone: { list: true, export: 16, detail: true },
    businessArea: { list: { ellipsis: true }, export: 30, detail: true },
    mainBusiness: { list: { ellipsis: true, hidden: true }, export: 30, detail: true },
    companySize: { dict: 'biz_company_size', list: true, search: 'eq', searchSchema: companySize, export: 14, detail: true },
    inviterInfo: { list: { hidden: true }, export: 24, detail: true },
    examineStatus: { dict: 'biz_examine_status', list: true, search: 'eq', searchSchema: examineStatus, sort: true, export: 12, detail: true },
    examineDescribe: { list: { ellipsis: true }, export: 40, detail: true },
    deptName: { list: { hidden: true }, export: 30, detail: true },
    examineBy: { list: { hidden: true }, export: 16, detail: true },
    examineTime: { list: { type: 'datetime', hidden: true }, sort: true, export: 20, detail: true },
    createTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: 20, detail: true },
  },
  grants: { sysUser: ['list', 'query', 'examine', 'export'] },
});

/** `POST /biz/agentReview/apply` (public): the application, with the captcha of registration. */
export const agentApplyBody = z.object({
  userName: userNameField,
  /** The password of the account a pass creates: chosen here, so no mail ever carries one. */
  password: passwordField,
  company: text(64, 'validation.companyName'),
  email: z.email('validation.email').max(128),
  phone: phoneField,
  businessArea: text(255),
  mainBusiness: text(255),
  companySize: companySize.default('0'),
  inviterInfo: text(255),
  code: z.string().max(16).optional(),
  uuid: z.string().max(64).optional(),
  verifyData: sliderVerifyData.nullish(),
});
export type AgentApplyBody = z.infer<typeof agentApplyBody>;

/**
 * `PUT /biz/agentReview/examine` (`biz:agentReview:examine`): pass needs the
 * parent organization of the new dealer, refuse needs the reason.
 */
export const agentExamineBody = z
  .object({
    id: entityId,
    examineStatus: z.enum([ExamineStatus.pass, ExamineStatus.refuse]),
    examineDescribe: z.string().trim().max(500).nullish(),
    parentId: entityId.nullish(),
  })
  .refine((b) => b.examineStatus !== ExamineStatus.pass || b.parentId, { message: 'agentReview.parentRequired', path: ['parentId'] })
  .refine((b) => b.examineStatus !== ExamineStatus.refuse || b.examineDescribe, { message: 'agentReview.reasonRequired', path: ['examineDescribe'] });
export type AgentExamineBody = z.infer<typeof agentExamineBody>;
