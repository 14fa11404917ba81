import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HookContext } from '../../../lib/crud.ts';
import { hasPermiAny } from '@cniot/contract/system/auth';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { KINDS, type DeviceKind } from '../../../db/device-kinds.ts';
import { iotAgentDevice, iotWnGroupMember } from '../../../db/schema/devices.ts';
import { deptAndBelow } from '../../../lib/data-scope.ts';
import { conflict } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { assertDeptUsable } from '../../system/system-dept/dept-scope.ts';
import { deviceNames, newDeviceKey, requireStation } from './kinds.ts';

type Row = Record<string, unknown>;

/**
 * beforeWrite of the inverter, battery and meter resources: the owner
 * organization lies inside the caller's scope (default: their own), a station
 * is one they can see, a new device gets a key from the CSPRNG unless one was
 * imported, and moving to another station restamps the binding time.
 */
function deviceRules(type: DeviceType) {
  const k: DeviceKind = KINDS[type];
  const { codeProp, keyProp } = k;
  return async (data: Row, { req, tx: db, mode }: HookContext): Promise<Row> => {
    const user = currentUser(req);
    if (data.deptId !== undefined) await assertDeptUsable(db, user, data.deptId as number | null);
    if (typeof data.stationId === 'number') await requireStation(db, user, data.stationId);
    if (mode === 'create') {
      const [taken] = await db
        .select({ id: k.id })
        .from(k.table)
        .where(and(eq(k.code, data[codeProp]), eq(k.delFlag, '0')))
        .limit(1);
      if (taken) throw conflict('device.exists', { id: data[codeProp] });
      return { ...data, deptId: data.deptId ?? user.deptId, userId: user.userId, [keyProp]: data[keyProp] ?? newDeviceKey(), bindingTime: data.stationId ? new Date() : null };
    }
    if (data.stationId === undefined) return data;
    const [old] = await db.select({ stationId: k.station }).from(k.table).where(eq(k.id, data.id)).limit(1);
    return old && old.stationId !== (data.stationId ?? null) ? { ...data, bindingTime: data.stationId ? new Date() : null } : data;
  };
}

/**
 * The detail of a device: its live values (latest telemetry, alarm bits,
 * whether it is connected now: the gateway's view, or the stored flag on a
 * node without a gateway) and its key only for holders of the key permission.
 */
function deviceDetail(app: FastifyInstance, type: DeviceType, keyPerm: string, extra?: (row: Row) => Promise<Row>) {
  const k = KINDS[type];
  return async (row: Row, req: FastifyRequest): Promise<Row> => {
    const [live] = await app.db
      .select({ key: k.key, values: k.lastValues, alarms: k.alarmState })
      .from(k.table)
      .where(eq(k.id, row.id) as SQL)
      .limit(1);
    const online = app.gateway ? app.gateway.isOnline(type, String(row[k.codeProp])) : row.onlineStatus === '1';
    const out: Row = { ...row, online, lastValues: live?.values ?? null, alarmState: live?.alarms ?? {}, ...(extra ? await extra(row) : {}) };
    if (hasPermiAny(currentUser(req).permissions, [keyPerm])) out[k.keyProp] = live?.key;
    return out;
  };
}

/**
 * beforeDelete of the device resources: a removed device leaves its company
 * assignment and its groups, so the same code can be registered and assigned
 * again from scratch.
 */
function deviceRemoval(type: DeviceType) {
  const k = KINDS[type];
  return async (ids: number[], { tx }: Pick<HookContext, 'tx'>): Promise<void> => {
    const codes = (await tx.select({ code: k.code }).from(k.table).where(inArray(k.id, ids))).map((r) => String(r.code));
    if (codes.length === 0) return;
    await tx.delete(iotAgentDevice).where(and(eq(iotAgentDevice.deviceType, k.agentType), inArray(iotAgentDevice.deviceId, codes)));
    if (type === 'wn') await tx.delete(iotWnGroupMember).where(inArray(iotWnGroupMember.wnId, codes));
  };
}

/** Gateway bookkeeping no list shows. */
const INTERNAL = ['delFlag', 'statusSession', 'lastValues', 'alarmState', 'energyTotalWh', 'energyTs', 'energyFirstWh', 'energyFirstTs'];

type Query = Record<string, unknown>;

/** What one registry adds: its own search fields (filtered here) and what its detail shows. */
export interface DeviceExtras {
  ownFilters?: string[];
  filters?: (q: Query) => (SQL | undefined)[];
  detail?: (row: Row) => Promise<Row>;
}

/**
 * The server rules the inverter, battery and meter manifests cannot carry
 * (their shared fields come from the contract's device-fields.ts): the key
 * hidden from lists and exports (the detail shows it to holders of `keyPerm`),
 * gateway bookkeeping hidden, station and company names, a company searched
 * with everything below it, and the rules above.
 */
export function deviceResource(app: FastifyInstance, type: DeviceType, keyPerm: string, extras: DeviceExtras = {}) {
  const k = KINDS[type];
  return {
    hidden: [k.keyProp, ...INTERNAL],
    columns: deviceNames(type),
    ownFilters: ['deptId', ...(extras.ownFilters ?? [])],
    filters: (q: Query) => [q.deptId ? deptAndBelow(k.dept, Number(q.deptId)) : undefined, ...(extras.filters?.(q) ?? [])],
    beforeWrite: deviceRules(type),
    beforeDelete: deviceRemoval(type),
    detail: deviceDetail(app, type, keyPerm, extras.detail),
  };
}
