import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';

/**
 * Download links of packages: `/cniotapi/iot/software/download/{id}?d=&e=&s=`,
 * an HMAC-SHA256 over package, device and expiry with a key every node reads
 * from the database (written once by the first node that needs one). A link
 * opens one package for one device until it expires; change any part and the
 * signature no longer fits.
 */
let cached: { db: Db; key: Buffer } | undefined;

async function signingKey(db: Db): Promise<Buffer> {
  if (cached?.db === db) return cached.key;
  await db.execute(sql`insert into iot_firmware_key (id, secret) values (1, ${randomBytes(32).toString('hex')}) on conflict (id) do nothing`);
  const [row] = await rowsOf<{ secret: string }>(db, sql`select secret from iot_firmware_key where id = 1`);
  cached = { db, key: Buffer.from(row.secret, 'hex') };
  return cached.key;
}

const mac = (key: Buffer, softwareId: number, deviceId: string, expires: number) => createHmac('sha256', key).update(`${softwareId}\n${deviceId}\n${expires}`).digest('base64url');

export const DOWNLOAD_PATH = '/iot/software/download';

export async function signedLink(db: Db, baseUrl: string, softwareId: number, deviceId: string, expiresAt: Date): Promise<string> {
  const e = Math.floor(expiresAt.getTime() / 1000);
  const s = mac(await signingKey(db), softwareId, deviceId, e);
  return `${baseUrl}/cniotapi${DOWNLOAD_PATH}/${softwareId}?d=${encodeURIComponent(deviceId)}&e=${e}&s=${s}`;
}

/** 'expired', 'forged' or 'ok' for the parts of a link, at `now`. */
export async function checkLink(db: Db, softwareId: number, q: { d: string; e: number; s: string }, now = Date.now()): Promise<'ok' | 'expired' | 'forged'> {
  const want = Buffer.from(mac(await signingKey(db), softwareId, q.d, q.e));
  const got = Buffer.from(q.s);
  if (got.length !== want.length || !timingSafeEqual(got, want)) return 'forged';
  return q.e * 1000 < now ? 'expired' : 'ok';
}
