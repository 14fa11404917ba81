import { z } from 'zod';
import { ALL_PERMISSION, PASSWORD_MAX, PASSWORD_MIN, SUPER_ADMIN_ROLE } from '../constants.ts';
import { defineManifest } from '../manifest/define.ts';

/**
 * Permission and role checks of spec §6, used by the server guard and the
 * console's v-hasPermi equivalents so both sides agree on every rule.
 */
export function hasPermiAny(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(ALL_PERMISSION)) return true;
  return wanted.some((p) => granted.includes(p));
}

export function hasPermiAll(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(ALL_PERMISSION)) return true;
  return wanted.every((p) => granted.includes(p));
}

export function hasRoleAny(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(SUPER_ADMIN_ROLE)) return true;
  return wanted.some((r) => granted.includes(r));
}

export function hasRoleAll(granted: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  if (granted.includes(SUPER_ADMIN_ROLE)) return true;
  return wanted.every((r) => granted.includes(r));
}

// ---- Sign-in, registration and account cancellation: one declaration for the server and the console forms.

/** Track length, in the units the console scales its drag positions to before sending them. */
export const SLIDER_WIDTH = 300;

export const passwordField = z.string({ message: 'validation.password.length' }).min(PASSWORD_MIN, 'validation.password.length').max(PASSWORD_MAX, 'validation.password.length');

/** International numbers: an optional +, then 6 to 15 digits (E.164 length). */
export const phoneField = z.string({ message: 'validation.phone' }).regex(/^\+?[1-9]\d{5,14}$/, 'validation.phone');

export const smsCodeField = z.string({ message: 'sms.codeWrong' }).regex(/^\d{4,8}$/, 'sms.codeWrong');

/**
 * The swipe slider's drag: the challenge uuid from /captchaImage and the
 * pointer positions (x from 0 to SLIDER_WIDTH) with milliseconds since the drag began.
 */
export const sliderVerifyData = z.object({
  uuid: z.string().min(1).max(64),
  points: z
    .array(z.object({ x: z.number(), t: z.number() }))
    .min(2, 'slider.failed')
    .max(1000, 'slider.failed'),
});
export type SliderVerifyData = z.infer<typeof sliderVerifyData>;

/**
 * Account + password. `type` may be left out: RuoYi's own clients (web, mobile, operators'
 * scripts) post `{username, password, code, uuid}` and must sign in the same way.
 */
export const mailboxLoginBody = z.object({
  type: z.literal('mailbox').default('mailbox'),
  /** Account name or e-mail address. */
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(128),
  code: z.string().max(16).optional(),
  uuid: z.string().max(64).optional(),
  verifyData: sliderVerifyData.nullish(),
  rememberMe: z.boolean().optional(),
});

export const phoneLoginBody = z.object({
  type: z.literal('phone'),
  phoneNumber: phoneField,
  smsCode: smsCodeField,
  verifyData: sliderVerifyData.nullish(),
  rememberMe: z.boolean().optional(),
});

export const loginBody = z.discriminatedUnion('type', [mailboxLoginBody, phoneLoginBody]);
export type LoginBody = z.infer<typeof loginBody>;

/** What an SMS code is for: it only unlocks that one flow. */
export const SMS_PURPOSES = ['login', 'register', 'cancel'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const sendSmsCodeBody = z.object({
  phoneNumber: phoneField,
  purpose: z.enum(SMS_PURPOSES).default('login'),
  verifyData: sliderVerifyData.nullish(),
});
export type SendSmsCodeBody = z.infer<typeof sendSmsCodeBody>;

export const userNameField = z.string({ message: 'validation.userName' }).regex(/^[\p{L}\p{N}_.-]{2,20}$/u, 'validation.userName');

export const registerBody = z
  .object({
    username: userNameField,
    password: passwordField,
    confirmPassword: z.string().max(128),
    code: z.string().max(16).optional(),
    uuid: z.string().max(64).optional(),
    verifyData: sliderVerifyData.nullish(),
    email: z.email('validation.email').max(128).optional().or(z.literal('')),
    /** A phone number is only accepted with the SMS code sent to it (purpose 'register'). */
    phonenumber: phoneField.optional().or(z.literal('')),
    smsCode: smsCodeField.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, { message: 'validation.password.confirm', path: ['confirmPassword'] })
  .refine((b) => !b.phonenumber || b.smsCode, { message: 'sms.codeWrong', path: ['smsCode'] });
export type RegisterBody = z.infer<typeof registerBody>;

/** The account holder proves who they are exactly as at sign-in (either tab), then the account is closed. */
export const accountCancelBody = z.discriminatedUnion('type', [mailboxLoginBody.omit({ rememberMe: true }), phoneLoginBody.omit({ rememberMe: true })]);
export type AccountCancelBody = z.infer<typeof accountCancelBody>;

export interface CaptchaImage {
  captchaEnabled: boolean;
  sliderEnabled: boolean;
  /** Whether self-service registration is open (sys.account.registerUser); GET /captchaImage tells the sign-in pages. */
  registerEnabled?: boolean;
  /** Image captcha id and SVG data URL, when captchaEnabled. */
  uuid?: string;
  img?: string;
  /** Slider challenge, when sliderEnabled. */
  slider?: { uuid: string; width: number };
}

/** Online sessions (`/monitor/online`). */
export const onlineManifest = defineManifest({
  name: 'online',
  api: '/monitor/online',
  perm: 'monitor:online',
  actions: ['list', 'forceLogout'],
  menu: { parent: 'systemMonitor', order: 1, icon: 'online', name: 'onlineUser' },
  id: 'tokenId',
  label: 'userName',
  order: ['loginTime', 'desc'],
  fields: {
    /** The hash of the session's token: the token itself never leaves the browser holding it. */
    tokenId: { list: { hidden: true, ellipsis: true }, answer: z.string() },
    userName: { searchSchema: z.string().max(64), list: true, search: 'like', sort: true },
    deptName: { list: true },
    ipaddr: { searchSchema: z.string().max(128), list: true, search: 'like', sort: true },
    loginLocation: { list: true },
    browser: { list: true },
    os: { list: true },
    loginTime: { list: { type: 'datetime' }, sort: true },
    lastAccessTime: { list: { type: 'datetime', hidden: true }, sort: true },
  },
  grants: { sysUser: ['list'] },
});

/** Sign-in records (`/monitor/logininfor`). */
export const loginLogManifest = defineManifest({
  name: 'loginLog',
  api: '/monitor/logininfor',
  perm: 'monitor:logininfor',
  actions: ['list', 'remove', 'export', 'unlock'],
  menu: { parent: 'systemMonitor', order: 2, icon: 'logininfor' },
  id: 'infoId',
  label: 'userName',
  // Records of one second keep the order they were written in.
  order: [
    ['loginTime', 'desc'],
    ['infoId', 'desc'],
  ],
  fields: {
    infoId: { list: { width: 80 }, sort: true, export: 10 },
    userName: { searchSchema: z.string().max(64), list: true, search: 'like', sort: true, export: true },
    ipaddr: { searchSchema: z.string().max(128), list: true, search: 'like', sort: true, export: true },
    loginLocation: { list: true, export: true },
    browser: { list: true, export: true },
    os: { list: true, export: true },
    status: { searchSchema: z.enum(['0', '1']), dict: 'sys_common_status', list: true, search: 'eq', sort: true, export: 10 },
    msg: { list: { ellipsis: true }, export: 40 },
    loginTime: { list: { type: 'datetime' }, search: 'range', sort: true, export: true },
  },
  grants: { sysUser: ['list', 'export'] },
});
