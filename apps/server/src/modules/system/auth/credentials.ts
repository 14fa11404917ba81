import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { rowsOf, type Db } from '../../../db/client.ts';
import { hashPassword } from '../../../db/bootstrap.ts';
import { badRequest } from '../../../lib/errors.ts';
import { hit } from '../../../lib/rate.ts';
import { lockPolicy } from './account-config.ts';
import { checkSmsCode, usersByPhone } from './sms.ts';

export interface Account {
  userId: number;
  userName: string;
  deptName: string | null;
  email: string;
  status: string;
  password: string;
  /** Minutes of lockout left, 0 when not locked. */
  lockedMinutes: number;
}

const lockedFor = (minutes: number) => badRequest('login.locked', { minutes });
export const unknownNameBucket = (name: string) => `login:unknown:${name.toLowerCase()}`;

async function findAccount(db: Db, where: SQL): Promise<Account[]> {
  const rows = await rowsOf<{ user_id: number; user_name: string; dept_name: string | null; email: string; status: string; password: string; locked_minutes: number }>(
    db,
    sql`select u.user_id, u.user_name, d.dept_name, u.email, u.status, u.password,
          greatest(0, ceil(extract(epoch from (u.locked_until - now())) / 60))::int as locked_minutes
        from sys_user u left join sys_dept d on d.dept_id = u.dept_id
        where u.del_flag = '0' and ${where} order by u.user_id limit 2`,
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    userName: r.user_name,
    deptName: r.dept_name,
    email: r.email,
    status: r.status,
    password: r.password,
    lockedMinutes: Number(r.locked_minutes ?? 0),
  }));
}

/** The account name first; an e-mail address only when exactly one live account has it. */
async function byAccountOrEmail(db: Db, name: string): Promise<Account | undefined> {
  const [byName] = await findAccount(db, sql`lower(u.user_name) = lower(${name})`);
  if (byName) return byName;
  const byEmail = await findAccount(db, sql`u.email <> '' and lower(u.email) = lower(${name})`);
  return byEmail.length === 1 ? byEmail[0] : undefined;
}

let decoy: Promise<string> | undefined;
/** Unknown accounts still cost one argon2 verify, so response time does not tell which names exist. */
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

async function passwordMatches(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    // An empty or foreign hash (a seeded account without a password yet) never matches.
    return false;
  }
}

/**
 * Checks account + password with the lockout rule: 5 failures lock the
 * account for 10 minutes (both configurable). Unknown names fail with the same message and, after
 * 5 tries, the same lock message, so neither reveals whether an account exists.
 */
export async function checkPassword(db: Db, name: string, password: string): Promise<Account> {
  const account = await byAccountOrEmail(db, name);
  if (!account) {
    await passwordMatches(await decoyHash(), password);
    const { maxFailures, lockMinutes } = await lockPolicy(db);
    if ((await hit(db, unknownNameBucket(name), lockMinutes * 60_000)) >= maxFailures) throw lockedFor(lockMinutes);
    throw badRequest('login.badCredentials');
  }
  if (account.lockedMinutes > 0) throw lockedFor(account.lockedMinutes);
  if (!(await passwordMatches(account.password, password))) {
    const { maxFailures, lockMinutes } = await lockPolicy(db);
    const [row] = await rowsOf<{ locked: boolean }>(
      db,
      sql`
      update sys_user set
        failed_logins = case when failed_logins + 1 >= ${maxFailures} then 0 else failed_logins + 1 end,
        locked_until = case when failed_logins + 1 >= ${maxFailures} then now() + make_interval(mins => ${lockMinutes}) else locked_until end
      where user_id = ${account.userId}
      returning coalesce(locked_until > now(), false) as locked`,
    );
    throw row?.locked ? lockedFor(lockMinutes) : badRequest('login.badCredentials');
  }
  if (account.status !== '0') throw badRequest('login.disabled');
  return account;
}

/** Phone + SMS code; the code was only sent if an account has the number. */
export async function checkPhone(db: Db, purpose: 'login' | 'cancel', phone: string, code: string): Promise<Account> {
  await checkSmsCode(db, purpose, phone, code);
  const owners = await usersByPhone(db, phone);
  if (owners.length > 1) throw badRequest('login.phoneAmbiguous');
  const [account] = owners.length ? await findAccount(db, sql`u.user_id = ${owners[0].user_id}`) : [];
  if (!account) throw badRequest('sms.codeWrong');
  if (account.lockedMinutes > 0) throw lockedFor(account.lockedMinutes);
  if (account.status !== '0') throw badRequest('login.disabled');
  return account;
}
