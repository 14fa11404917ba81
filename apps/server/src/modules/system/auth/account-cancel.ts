import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountCancelBody } from '@cniot/contract/system/auth';
import { SUPER_ADMIN_ROLE } from '@cniot/contract/constants';
import { rowsOf } from '../../../db/client.ts';
import { badRequest } from '../../../lib/errors.ts';
import { authenticate } from './login.ts';
import { recordLogin } from './login-record.ts';
import { sendMail } from './mail.ts';

/**
 * The /accountCancel page: the holder proves who they are exactly as at
 * sign-in, then the account is closed (marked deleted and disabled, so its
 * name, e-mail and phone are free again), every session ends at once and a
 * WebDeregister mail confirms it. See docs/account-cancellation.md.
 */
export async function cancelAccount(app: FastifyInstance, req: FastifyRequest, body: AccountCancelBody): Promise<void> {
  const { db } = app;
  const account = await authenticate(app, req, body, 'cancel');
  const [admin] = await rowsOf(
    db,
    sql`
    select 1 from sys_user_role ur join sys_role r on r.role_id = ur.role_id
    where ur.user_id = ${account.userId} and r.role_key = ${SUPER_ADMIN_ROLE} and r.del_flag = '0'`,
  );
  if (admin) {
    await recordLogin(db, req, account.userName, false, 'account.cancelAdmin');
    throw badRequest('account.cancelAdmin');
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update sys_user set del_flag = '2', status = '1', failed_logins = 0, locked_until = null,
        update_by = ${account.userName}, update_time = now(), remark = 'Cancelled by the account holder'
      where user_id = ${account.userId}`);
    await tx.execute(sql`delete from sys_session where user_id = ${account.userId}`);
  });
  if (account.email) {
    await sendMail(db, app.config, {
      userId: account.userId,
      email: account.email,
      title: req.t('account.mailTitle'),
      content: req.t('account.mailBody', { userName: account.userName, time: new Date().toISOString().replace('T', ' ').slice(0, 19) + ' UTC' }),
      mailType: 'WebDeregister',
      createBy: account.userName,
    });
  }
  await recordLogin(db, req, account.userName, true, 'account.cancelled');
}
