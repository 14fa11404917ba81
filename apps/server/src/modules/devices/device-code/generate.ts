import { and, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ImportSource, type deviceCodeGenerate } from '@cniot/contract/devices/device-code';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { Db } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotDeviceImportDetail } from '../../../db/schema/devices.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import { newDeviceKey } from '../device-registry/kinds.ts';
import { writeImportRecord } from './import-record.ts';

type Generate = z.infer<typeof deviceCodeGenerate>;

/** Code = type digit, yyMMdd (UTC), a 7-digit sequence of that day: 14 digits, readable, never reused. */
const TYPE_DIGIT: Record<Generate['deviceType'], string> = { wn: '1', battery: '2', electricityMeter: '3', IEPKGS: '4', IEPKGL: '5' };
/** The types the platform registers at once, so the devices can sign in with the generated keys. */
const REGISTERED: Partial<Record<Generate['deviceType'], DeviceType>> = { wn: 'wn', battery: 'battery', electricityMeter: 'meter' };
const SEQ = 7;
const fourteen = (col: unknown) => sql`${col} ~ '^[0-9]{14}$'`;

export async function generateCodes(db: Db, user: LoginUser, body: Generate, now = new Date()) {
  const prefix = TYPE_DIGIT[body.deviceType] + now.toISOString().slice(2, 10).replace(/-/g, '');
  const type = REGISTERED[body.deviceType];
  return db.transaction(async (tx) => {
    // Two generations of one prefix at once would pick the same sequence: the second waits here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`iot-device-code:${prefix}`}))`);
    const [inRecords] = await tx
      .select({ max: sql<string | null>`max(${iotDeviceImportDetail.deviceId})` })
      .from(iotDeviceImportDetail)
      .where(and(like(iotDeviceImportDetail.deviceId, `${prefix}%`), fourteen(iotDeviceImportDetail.deviceId)));
    let highest = inRecords.max;
    if (type) {
      const k = KINDS[type];
      const [inRegistry] = await tx
        .select({ max: sql<string | null>`max(${k.code})` })
        .from(k.table)
        .where(and(like(k.code, `${prefix}%`), fourteen(k.code)));
      if (inRegistry.max && (!highest || inRegistry.max > highest)) highest = inRegistry.max;
    }
    const next = highest ? Number(highest.slice(-SEQ)) + 1 : 1;
    if (next + body.generateCount - 1 >= 10 ** SEQ) throw badRequest('device.codesExhausted');
    const devices = Array.from({ length: body.generateCount }, (_, i) => ({ deviceId: prefix + String(next + i).padStart(SEQ, '0'), deviceKey: newDeviceKey(), error: null }));
    if (type) {
      const k = KINDS[type];
      await tx.insert(k.table).values(devices.map((d) => ({ [k.codeProp]: d.deviceId, [k.keyProp]: d.deviceKey, deptId: user.deptId, userId: user.userId, createBy: user.userName })));
    }
    const rec = await writeImportRecord(tx, user, { deviceType: body.deviceType, source: ImportSource.generated, remark: body.remark }, devices);
    return { ...rec, generateCount: devices.length, first: devices[0].deviceId, last: devices[devices.length - 1].deviceId };
  });
}
