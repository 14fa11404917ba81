import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { COMMAND_CHANNEL, parseClientId, parseTopic, UP_CHANNELS, type UpChannel } from '@cniot/contract/devices/device-protocol';
import { rowsOf, type Db } from '../db/client.ts';
import { KINDS } from '../db/device-kinds.ts';
import { nameOf } from './raw-sql.ts';
import type { GatewayLog } from './log.ts';

export interface DeviceIdentity {
  type: DeviceType;
  id: string;
}

export interface Credentials {
  clientId: string;
  username?: string;
  password?: string | Buffer;
  ip?: string;
}

export type AuthFailure = 'badClientId' | 'unknownDevice' | 'badKey';
export type AuthResult = { ok: true; device: DeviceIdentity } | { ok: false; reason: AuthFailure };

/** One row per client and reason at most this often, so a device retrying a wrong key every second cannot flood the log. */
const LOG_EVERY_MS = 10_000;
/**
 * And at most this many rows per address in that time: one host cycling
 * client ids made 2,397 refused connects in 10 s in an audit. The refusals
 * left out are counted in the address's next row (`attempts`).
 */
const ROWS_PER_ADDRESS = 5;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Device sign-in of protocol §2: client id `{type}-{id}`, username = id,
 * password = the device key. Used by the embedded broker and by the HTTP hook
 * external brokers call (protocol §12.3).
 */
export class DeviceAuth {
  private readonly lastLogged = new Map<string, { at: number; suppressed: number }>();
  private readonly byAddress = new Map<string, { at: number; rows: number; suppressed: number }>();

  constructor(
    private readonly db: Db,
    private readonly log: GatewayLog,
  ) {}

  async authenticate(creds: Credentials): Promise<AuthResult> {
    const device = parseClientId(creds.clientId);
    if (!device || creds.username !== device.id) return this.refuse(creds, 'badClientId');
    const k = KINDS[device.type];
    const [row] = await rowsOf<{ key: string; dept_id: number | null; user_id: number | null }>(
      this.db,
      sql`select ${nameOf(k.key)} as key, dept_id, user_id from ${nameOf(k.table)}
          where ${nameOf(k.code)} = ${device.id} and del_flag = '0'`,
    );
    if (!row) return this.refuse(creds, 'unknownDevice');
    const password = Buffer.isBuffer(creds.password) ? creds.password.toString('utf8') : (creds.password ?? '');
    if (!sameSecret(password, row.key)) return this.refuse(creds, 'badKey', row);
    return { ok: true, device };
  }

  private async refuse(creds: Credentials, reason: AuthFailure, owner?: { dept_id: number | null; user_id: number | null }): Promise<AuthResult> {
    const key = `${creds.clientId}|${reason}`;
    const now = Date.now();
    const last = this.lastLogged.get(key);
    if (last && now - last.at < LOG_EVERY_MS) {
      last.suppressed++;
      return { ok: false, reason };
    }
    let address = creds.ip ? this.byAddress.get(creds.ip) : undefined;
    if (creds.ip && (!address || now - address.at >= LOG_EVERY_MS)) {
      address = { at: now, rows: 0, suppressed: address?.suppressed ?? 0 };
      if (this.byAddress.size > 10_000) this.byAddress.clear();
      this.byAddress.set(creds.ip, address);
    }
    if (address && address.rows >= ROWS_PER_ADDRESS) {
      address.suppressed++;
      return { ok: false, reason };
    }
    const attempts = 1 + (last?.suppressed ?? 0) + (address?.suppressed ?? 0);
    if (address) {
      address.rows++;
      address.suppressed = 0;
    }
    this.lastLogged.set(key, { at: now, suppressed: 0 });
    if (this.lastLogged.size > 10_000) this.lastLogged.clear();
    this.log.warn({ clientId: creds.clientId, username: creds.username, ip: creds.ip, reason }, 'device connection refused');
    await this.db.execute(sql`
      insert into iot_device_auth_log (client_id, username, ipaddr, reason, attempts, dept_id, user_id)
      values (${creds.clientId.slice(0, 128)}, ${(creds.username ?? '').slice(0, 128)}, ${(creds.ip ?? '').slice(0, 128)},
        ${reason}, ${attempts}, ${owner?.dept_id ?? null}::int8, ${owner?.user_id ?? null}::int8)`);
    return { ok: false, reason };
  }
}

/** A device may publish only its own up channels (protocol §1). */
export function mayPublish(device: DeviceIdentity, topic: string): UpChannel | null {
  const t = parseTopic(topic);
  if (!t || t.type !== device.type || t.id !== device.id) return null;
  return UP_CHANNELS.includes(t.channel as UpChannel) ? (t.channel as UpChannel) : null;
}

/** ...and subscribe only to its own command topic. */
export function maySubscribe(device: DeviceIdentity, topic: string): boolean {
  const t = parseTopic(topic);
  return !!t && t.type === device.type && t.id === device.id && t.channel === COMMAND_CHANNEL;
}
