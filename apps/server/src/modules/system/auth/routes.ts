import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountCancelBody, loginBody, registerBody, sendSmsCodeBody } from '@cniot/contract/system/auth';
import { DEFAULT_ROLE } from '@cniot/contract/constants';
import { sysDept, sysUser } from '../../../db/schema/system.ts';
import { tooMany } from '../../../lib/errors.ts';
import { hit } from '../../../lib/rate.ts';
import { endSession, SESSION_MAX_AGE_MS } from '../../../lib/session.ts';
import { AUTHENTICATED, PUBLIC, currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { configValue } from '../config/config-value.ts';
import { captchaFlags } from './account-config.ts';
import { cancelAccount } from './account-cancel.ts';
import { issueCaptcha } from './captcha.ts';
import { login } from './login.ts';
import { recordLogin } from './login-record.ts';
import { register } from './register.ts';
import { sendSmsCode } from './sms.ts';

/** Each captcha is a database row; this keeps one address from filling the table. */
const CAPTCHAS_PER_IP_MINUTE = 30;

/** Sign-in, sign-out, the signed-in user's info, registration and account cancellation (spec §7 Session). */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/captchaImage', { config: { permission: PUBLIC } }, async (req) => {
    if ((await hit(app.db, `captcha:ip:${req.ip}`, 60_000)) > CAPTCHAS_PER_IP_MINUTE) throw tooMany();
    // The sign-in page learns here, with the captcha, whether to offer registration.
    const registerEnabled = await configValue(app.db, 'sys.account.registerUser');
    return { code: 200, msg: req.t('ok'), registerEnabled, ...(await issueCaptcha(app.db, await captchaFlags(app))) };
  });

  api.post('/login', { schema: { body: loginBody }, config: { permission: PUBLIC } }, async (req) => {
    const token = await login(app, req, req.body);
    // A remembered session outlives the browser: the console keeps its cookie until the session's absolute end.
    return { code: 200, msg: req.t('login.success'), token, ...(req.body.rememberMe ? { expiresIn: SESSION_MAX_AGE_MS / 1000 } : {}) };
  });

  api.post('/logout', { config: { permission: PUBLIC, repeatSubmit: false, operLog: { title: 'operTitle.signOut', businessType: BusinessType.OTHER } } }, async (req) => {
    if (req.user) {
      await endSession(app.db, req.user.tokenHash);
      await recordLogin(app.db, req, req.user.userName, true, 'login.logout');
    }
    return { code: 200, msg: req.t('login.logout') };
  });

  api.get('/getInfo', { config: { permission: AUTHENTICATED } }, async (req) => {
    const me = currentUser(req);
    const [u] = await app.db
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        avatar: sysUser.avatar,
        deptId: sysUser.deptId,
        deptName: sysDept.deptName,
        email: sysUser.email,
        phonenumber: sysUser.phonenumber,
        sex: sysUser.sex,
      })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(eq(sysUser.userId, me.userId));
    const { deptName, ...user } = u;
    return {
      code: 200,
      msg: req.t('ok'),
      user: { ...user, dept: { deptName } },
      roles: me.roleKeys.length ? me.roleKeys : [DEFAULT_ROLE],
      permissions: me.permissions,
    };
  });

  api.post('/sendSmsCode', { schema: { body: sendSmsCodeBody }, config: { permission: PUBLIC } }, async (req) => {
    await sendSmsCode(app, req, req.body);
    return { code: 200, msg: req.t('sms.sent') };
  });

  api.post('/register', { schema: { body: registerBody }, config: { permission: PUBLIC } }, async (req) => {
    await register(app, req, req.body);
    return { code: 200, msg: req.t('register.success') };
  });

  api.post('/accountCancel', { schema: { body: accountCancelBody }, config: { permission: PUBLIC } }, async (req) => {
    await cancelAccount(app, req, req.body);
    return { code: 200, msg: req.t('account.cancelled') };
  });
};
