import { and, eq, inArray } from 'drizzle-orm';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { Db } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotAgentDevice, iotWn } from '../../../db/schema/devices.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { visibleDevices } from '../device-registry/kinds.ts';
import { deptScope, findDept } from '../../system/system-dept/dept-scope.ts';

export async function requireCompany(db: Db, user: LoginUser, companyId: number): Promise<void> {
  if (!(await findDept(db, companyId, deptScope(user)))) throw badRequest('device.companyNotFound');
}

/**
 * Assigns devices to a company: the device's organization becomes the
 * company (so the dealer's data scope covers it), the old one is kept for
 * taking it back. Answers, per code, null when done (or already so) or the
 * message key of why not.
 */
export async function assignToCompany(tx: Db, user: LoginUser, companyId: number, type: DeviceType, codes: string[]): Promise<Map<string, string | null>> {
  const k = KINDS[type];
  const visible = await visibleDevices(tx, user, k, { codes });
  const held = await tx
    .select({ deviceId: iotAgentDevice.deviceId, companyId: iotAgentDevice.companyId })
    .from(iotAgentDevice)
    .where(and(eq(iotAgentDevice.deviceType, k.agentType), inArray(iotAgentDevice.deviceId, codes.length ? codes : [''])));
  const holder = new Map(held.map((h) => [h.deviceId, h.companyId]));
  const result = new Map<string, string | null>();
  const fresh: { id: number; code: string; deptId: number | null }[] = [];
  for (const code of codes) {
    const device = visible.get(code);
    if (!device) result.set(code, 'device.unknown');
    else if (holder.has(code)) result.set(code, holder.get(code) === companyId ? null : 'device.assignedElsewhere');
    else {
      result.set(code, null);
      fresh.push(device);
    }
  }
  if (fresh.length === 0) return result;
  await tx.insert(iotAgentDevice).values(fresh.map((d) => ({ companyId, deviceType: k.agentType, deviceId: d.code, previousDeptId: d.deptId, createBy: user.userName })));
  const ids = fresh.map((d) => d.id);
  if (type === 'wn') await tx.update(iotWn).set({ deptId: companyId, dealerId: companyId }).where(inArray(iotWn.id, ids));
  else await tx.update(k.table).set({ deptId: companyId }).where(inArray(k.id, ids));
  return result;
}

/** Takes assignments back: each device returns to the organization it had before (the caller removes the rows). */
export async function unassign(tx: Db, ids: number[]): Promise<void> {
  const rows = await tx
    .select({ deviceType: iotAgentDevice.deviceType, deviceId: iotAgentDevice.deviceId, previousDeptId: iotAgentDevice.previousDeptId })
    .from(iotAgentDevice)
    .where(inArray(iotAgentDevice.id, ids));
  for (const r of rows) {
    const k = Object.values(KINDS).find((x) => x.agentType === r.deviceType)!;
    await tx
      .update(k.table)
      .set(k.type === 'wn' ? { deptId: r.previousDeptId, dealerId: null } : { deptId: r.previousDeptId })
      .where(and(eq(k.code, r.deviceId), eq(k.delFlag, '0')));
  }
}
