import type { FastifyRequest } from 'fastify';
import { textKey } from '@cniot/contract/text-key';
import type { Db } from '../../../db/client.ts';
import { sysLogininfor } from '../../../db/schema/system.ts';
import { clientOf } from './client-info.ts';

/** One row of the login log: status '0' success, '1' failure, the message the caller saw, kept as a text key so each reader reads it in their language. */
export async function recordLogin(db: Db, req: FastifyRequest, userName: string, ok: boolean, key: string, params?: Record<string, unknown>): Promise<void> {
  const client = clientOf(req);
  await db.insert(sysLogininfor).values({
    userName: userName.slice(0, 64),
    ipaddr: client.ip,
    browser: client.browser,
    os: client.os,
    status: ok ? '0' : '1',
    msg: textKey(key, params).slice(0, 255),
  });
}
