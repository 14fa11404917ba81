import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { DEMO_USERS } from '../../../db/demo/demo-users.ts';
import { badRequest } from '../../../lib/errors.ts';

/** Accounts whose password is printed at start and written in the README (bootstrap sets admin's). */
const PUBLISHED = new Map<string, string>([['admin', 'admin123'], ...DEMO_USERS.map((u): [string, string] => [u.userName, u.password])]);

export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return ip === '::1';
}

/**
 * A demo account still on its published password signs in only from this
 * machine, where whoever started the demo can change it: from anywhere else
 * the password is known to everyone who read the README.
 */
export function assertNotPublishedRemotely(req: FastifyRequest, userName: string, password: string): void {
  if (PUBLISHED.get(userName.toLowerCase()) === password && !isLoopback(req.ip)) throw badRequest('login.publishedPassword');
}
