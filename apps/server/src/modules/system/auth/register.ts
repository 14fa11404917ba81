import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegisterBody } from '@cniot/contract/system/auth';
import { rowsOf } from '../../../db/client.ts';
import { hashPassword } from '../../../db/bootstrap.ts';
import { badRequest, conflict, tooMany } from '../../../lib/errors.ts';
import { hit } from '../../../lib/rate.ts';
import { configValue } from '../config/config-value.ts';
import { captchaFlags } from './account-config.ts';
import { checkImageCaptcha, checkSlider } from './captcha.ts';
import { recordLogin } from './login-record.ts';
import { sendMail } from './mail.ts';
import { checkSmsCode } from './sms.ts';

const REGISTRATIONS_PER_IP_HOUR = 10;

async function taken(app: FastifyInstance, where: SQL): Promise<boolean> {
  return (await rowsOf(app.db, sql`select 1 from sys_user where del_flag = '0' and ${where} limit 1`)).length > 0;
}

/** Self-service sign-up, open only while the config key sys.account.registerUser is 'true'. */
export async function register(app: FastifyInstance, req: FastifyRequest, body: RegisterBody): Promise<void> {
  const { db } = app;
  if (!(await configValue(db, 'sys.account.registerUser'))) throw badRequest('register.disabled');
  if ((await hit(db, `register:ip:${req.ip}`, 3_600_000)) > REGISTRATIONS_PER_IP_HOUR) throw tooMany();
  const flags = await captchaFlags(app);
  if (flags.captchaEnabled) await checkImageCaptcha(db, body.uuid, body.code);
  if (flags.sliderEnabled) await checkSlider(db, body.verifyData);

  const email = body.email || '';
  const phone = body.phonenumber || '';
  if (await taken(app, sql`lower(user_name) = lower(${body.username})`)) throw conflict('register.userExists', { userName: body.username });
  if (email && (await taken(app, sql`lower(email) = lower(${email})`))) throw conflict('register.emailExists');
  if (phone && (await taken(app, sql`phonenumber = ${phone}`))) throw conflict('register.phoneExists');
  if (phone) await checkSmsCode(db, 'register', phone, body.smsCode);

  const password = await hashPassword(body.password);
  // No organization and no role (ROLE_DEFAULT: own data, no menus) until an administrator places the account:
  // a self-chosen organization or role would let anyone grant themselves a dealer's view.
  const [user] = await rowsOf<{ user_id: number }>(
    db,
    sql`
    insert into sys_user (user_name, nick_name, email, phonenumber, password, pwd_update_date, create_by)
    values (${body.username}, ${body.username}, ${email}, ${phone}, ${password}, now(), 'register')
    returning user_id`,
  );
  const userId = Number(user.user_id);

  if (email) {
    await sendMail(db, app.config, {
      userId,
      email,
      title: req.t('register.mailTitle'),
      content: req.t('register.mailBody', { userName: body.username }),
      mailType: 'Register',
      createBy: body.username,
    });
  }
  await recordLogin(db, req, body.username, true, 'register.success');
}
