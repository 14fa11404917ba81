import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { userWithPerms } from '../../../helpers/users.ts';
import { addWn, code, json, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
const wnId = code();

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  await addWn(t, admin, { wnId, deptId: 105 });
  const db = t.app.db;
  await db.execute(sql`select iot_ensure_month_partition('iot_wn_data', '2025-06-01T10:00:00Z')`);
  await db.execute(sql`insert into iot_wn_data (wn_id, ts, ac_power, ac_voltage, ac_frequency, temp, total_wh, day_wh, pv_voltage, pv_current, pv_power, pv_total_wh, pv_day_wh)
    values (${wnId}, '2025-06-01T10:00:00Z', 412.5, 231.2, 50.01, 41.3, 1523840, 2210, '{36.1,35.7}', '{5.8,5.7}', '{209.4,203.5}', '{771020,752820}', '{1120,1090}'),
           (${wnId}, '2025-06-01T10:05:00Z', 400, 231, 50, 41, 1523873, 2243, '{36,35}', '{5.6,5.6}', '{201,199}', '{771037,752836}', '{1137,1106}')`);
  await db.execute(sql`insert into iot_energy_device (device_type, device_id, period, period_start, energy_wh) values
    ('wn', ${wnId}, 'd', '2025-05-31', 3000), ('wn', ${wnId}, 'd', '2025-06-01', 2243), ('wn', ${wnId}, 'm', '2025-06-01', 2243)`);
  await db.execute(sql`insert into iot_device_param (device_type, device_id, param_code, param_value, report_time) values
    ('wn', ${wnId}, 'powerPercent', '80', now()), ('wn', ${wnId}, 'powerFactor', '1', now())`);
});
afterAll(() => t.close());

describe('per-inverter statistics', () => {
  it('lists the raw reports, newest first, with the input ports as fields', async () => {
    const res = await json(t, admin, { url: `/cniotapi/iot/wnStatistics/list?wnId=${wnId}&beginTime=2025-06-01&endTime=2025-06-01` });
    expect(res.body.total).toBe(2);
    expect(res.body.rows[1]).toMatchObject({
      wnId,
      outputPower: 412.5,
      outputVoltage: expect.closeTo(231.2, 3),
      temp: expect.closeTo(41.3, 3),
      totalKwh: 1523.84,
      kwh: 2.21,
      pv1Power: expect.closeTo(209.4, 3),
      pv2TotalWh: 752820,
      pv3Voltage: null,
    });
    expect(new Date(res.body.rows[0].staticTime).toISOString()).toBe('2025-06-01T10:05:00.000Z');
  });

  it('rolls energy up per day or month with the running total', async () => {
    const days = await json(t, admin, { url: `/cniotapi/iot/wnGenerate/list?wnId=${wnId}&period=d` });
    expect(days.body).toMatchObject({
      total: 2,
      rows: [
        { staticTime: '2025-06-01', dayWh: 2243, totalWh: 5243 },
        { staticTime: '2025-05-31', dayWh: 3000, totalWh: 3000 },
      ],
    });
    const june = await json(t, admin, { url: `/cniotapi/iot/wnGenerate/list?wnId=${wnId}&period=m&beginTime=2025-06-01` });
    expect(june.body.rows).toMatchObject([{ staticTime: '2025-06-01', monthWh: 2243 }]);
    expect((await json(t, admin, { url: `/cniotapi/iot/wnGenerate/list?wnId=${wnId}&period=w` })).status).toBe(400);
  });

  it('shows the latest reported parameters', async () => {
    const res = await json(t, admin, { url: `/cniotapi/iot/deviceParam/list?deviceId=${wnId}` });
    expect(res.body.rows.map((r: { paramCode: string; paramValue: string }) => [r.paramCode, r.paramValue])).toEqual([
      ['powerFactor', '1'],
      ['powerPercent', '80'],
    ]);
  });

  it('answers only for devices in the caller scope', async () => {
    const dealer = (await userWithPerms(t.app.db, 'stats_dealer', ['iot:wnStatistics:list', 'iot:wnStatistics:generate', 'iot:deviceParam:list'], { deptId: 103, dataScope: '4' })).token;
    for (const path of [`wnStatistics/list?wnId=${wnId}`, `wnGenerate/list?wnId=${wnId}`, `deviceParam/list?deviceId=${wnId}`]) {
      expect((await json(t, dealer, { url: `/cniotapi/iot/${path}` })).body).toMatchObject({ code: 404, msg: 'The device does not exist' });
    }
  });
});
