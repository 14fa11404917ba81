import { randomInt } from 'node:crypto';
import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { BATTERY_KEY_LENGTH } from '@cniot/contract/constants';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { Db } from '../../../db/client.ts';
import { KINDS, type DeviceKind } from '../../../db/device-kinds.ts';
import { iotStation } from '../../../db/schema/devices.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';

/** Names a device list shows; the outer table is named because drizzle leaves single-table columns unqualified. */
export function deviceNames(type: DeviceType) {
  const t = sql.raw(getTableName(KINDS[type].table));
  return {
    companyName: sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = ${t}.dept_id)`,
    stationName: sql<string | null>`(select s.station_name from iot_station s where s.id = ${t}.station_id)`,
  };
}

/** The rows of a kind the user may see: alive and inside their data scope. */
export const visibleRows = (k: DeviceKind, user: LoginUser): SQL | undefined => and(eq(k.delFlag, '0'), dataScopeCondition(user, { dept: k.dept, user: k.user }));

export interface DeviceRef {
  id: number;
  code: string;
  stationId: number | null;
  deptId: number | null;
}

/** The devices among `codes` (or row ids) the user may see, by code; the others are simply absent. */
export async function visibleDevices(db: Db, user: LoginUser, k: DeviceKind, by: { codes: string[] } | { ids: number[] }): Promise<Map<string, DeviceRef>> {
  const match = 'codes' in by ? inArray(k.code, by.codes.length ? by.codes : ['']) : inArray(k.id, by.ids.length ? by.ids : [0]);
  const rows = await db
    .select({ id: k.id, code: k.code, stationId: k.station, deptId: k.dept })
    .from(k.table)
    .where(and(match, visibleRows(k, user)));
  return new Map(rows.map((r) => [String(r.code), { id: Number(r.id), code: String(r.code), stationId: r.stationId as number | null, deptId: r.deptId as number | null }]));
}

/** Every one of `codes` must be visible, else a 400 naming those that are not. */
export async function requireDevices(db: Db, user: LoginUser, k: DeviceKind, codes: string[]): Promise<Map<string, DeviceRef>> {
  const found = await visibleDevices(db, user, k, { codes });
  const missing = [...new Set(codes)].filter((c) => !found.has(c));
  if (missing.length) throw badRequest('device.unknownIds', { ids: missing.slice(0, 20).join(', ') });
  return found;
}

/** A station the user may see, else 404. */
export async function requireStation(db: Db, user: LoginUser, stationId: number): Promise<void> {
  const [row] = await db
    .select({ id: iotStation.id })
    .from(iotStation)
    .where(and(eq(iotStation.id, stationId), eq(iotStation.delFlag, '0'), dataScopeCondition(user, { dept: iotStation.deptId, user: iotStation.userId })))
    .limit(1);
  if (!row) throw notFound('device.stationNotFound');
}

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A device key: 16 characters from the CSPRNG, uniform over letters and digits. */
export const newDeviceKey = (length = BATTERY_KEY_LENGTH) => Array.from({ length }, () => KEY_CHARS[randomInt(KEY_CHARS.length)]).join('');
