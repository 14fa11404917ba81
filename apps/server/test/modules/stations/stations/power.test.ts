import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualInverter } from '@cniot/simulator/inverter';
import { nextRun } from '../../../../src/modules/stations/stations/power/next-run.ts';
import { runDueSchedules } from '../../../../src/modules/stations/stations/power/run.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { EXTERNAL, waitFor } from '../../../gateway/helpers.ts';
import { boundInverter, createStation, get, json, post, signedIn } from '../helpers.ts';

describe('the next run of a schedule, on the station clock', () => {
  it('takes the run time in the station zone', () => {
    expect(new Date(nextRun('06:30', '0', 'Asia/Shanghai', Date.UTC(2026, 0, 10, 12))).toISOString()).toBe('2026-01-10T22:30:00.000Z');
    expect(new Date(nextRun('06:30', '0', 'Asia/Shanghai', Date.UTC(2026, 0, 10, 22, 30))).toISOString()).toBe('2026-01-11T22:30:00.000Z');
  });

  it('keeps to its weekdays (1 Monday … 7 Sunday)', () => {
    // Saturday 2026-01-10, noon in Berlin: the next Monday, Wednesday or Friday is Monday the 12th.
    expect(new Date(nextRun('07:00', '1,3,5', 'Europe/Berlin', Date.UTC(2026, 0, 10, 12))).toISOString()).toBe('2026-01-12T06:00:00.000Z');
    expect(new Date(nextRun('07:00', '7', 'America/Los_Angeles', Date.UTC(2026, 0, 10, 12))).toISOString()).toBe('2026-01-11T15:00:00.000Z');
  });

  it('runs a time the clock skips just after the gap, and a repeated time once', () => {
    expect(new Date(nextRun('02:30', '7', 'Europe/Berlin', Date.UTC(2026, 2, 28))).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(new Date(nextRun('02:30', '7', 'Europe/Berlin', Date.UTC(2026, 9, 24))).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('scheduled power', { timeout: 90_000 }, () => {
  let t: TestApp;
  let admin: string;
  let station: number;
  const stop: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    ({ t, admin } = await signedIn({}, { gateway: true }));
    station = await createStation(t, admin, { timeZone: 'Asia/Shanghai', userEmail: 'owner@example.com' });
  });
  afterAll(async () => {
    for (const s of stop) await s().catch(() => {});
    await t.close();
  });

  const schedule = async (payload: Record<string, unknown>) => {
    const res = await post(t, admin, '/iot/stationPower', { stationId: station, ...payload });
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return (await get(t, admin, `/iot/stationPower/${res.body.data.id}`)).body.data;
  };

  it('validates run time and repeat with the texts of the form', async () => {
    expect((await post(t, admin, '/iot/stationPower', { stationId: station, runTime: '25:00', frequencyStatus: '0' })).body.msg).toBe('Please enter the run time as HH:mm, e.g. 06:30');
    expect((await post(t, admin, '/iot/stationPower', { stationId: station, runTime: '06:00', frequencyStatus: '8' })).body.msg).toBe('Choose once (0) or the weekdays 1 (Monday) to 7 (Sunday)');
    expect((await post(t, admin, '/iot/stationPower', { stationId: 987654, runTime: '06:00', frequencyStatus: '0' })).status).toBe(404);
  });

  it('fires in the station zone: shuts the connected inverters down, records each device, pauses a one-time schedule', async () => {
    const url = EXTERNAL ?? `mqtt://127.0.0.1:${t.app.gateway!.port}`;
    const online = await boundInverter(t, admin, station);
    await boundInverter(t, admin, station);
    const key = (await json(t, admin, { url: `/cniotapi/iot/wn/list?wnId=${online}` })).body.rows[0].id;
    const privateKey = (await get(t, admin, `/iot/wn/${key}`)).body.data.privateKey;
    const inverter = new VirtualInverter(
      { type: 'wn', id: online, key: privateKey, station: { id: station, name: 'p', timeZone: 'Asia/Shanghai', latitude: 31.2, longitude: 121.5 }, ratedPowerW: 800, inputs: 2 },
      { url, intervalMs: 3_600_000, alarmRate: 0 },
    );
    await inverter.start();
    stop.push(() => inverter.stop());
    await waitFor(() => t.app.gateway!.isOnline('wn', online), 'inverter online');

    const plan = await schedule({ runTime: '06:30', frequencyStatus: '0', startStatus: '0', notifyStatus: '1' });
    expect(plan).toMatchObject({ timeZone: 'Asia/Shanghai', stationName: expect.any(String), status: '0' });
    const due = new Date(plan.nextRunTime).getTime();
    expect(due).toBe(nextRun('06:30', '0', 'Asia/Shanghai', Date.now()));
    expect(new Date(due).toISOString().slice(11, 16)).toBe('22:30');

    expect(await runDueSchedules(t.app, due - 60_000)).toEqual({ schedules: 0, issued: 0, devices: 0 });
    expect(await runDueSchedules(t.app, due + 1000)).toEqual({ schedules: 1, issued: 1, devices: 2 });
    expect(await runDueSchedules(t.app, due + 2000)).toEqual({ schedules: 0, issued: 0, devices: 0 });

    const records = await get(t, admin, `/iot/stationPowerRecord/list?scheduleId=${plan.id}`);
    expect(records.body.rows.map((r: Record<string, unknown>) => [r.deviceId, r.command, r.result])).toEqual(
      expect.arrayContaining([
        [online, 'shutdown', '0'],
        [expect.any(String), 'shutdown', '1'],
      ]),
    );
    await waitFor(() => !inverter.running, 'inverter stopped');
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mail = fs.readdirSync(outbox).find((f) => f.includes('ScheduledPower-owner@example.com'));
    expect(fs.readFileSync(path.join(outbox, mail!), 'utf8')).toContain('shutdown issued to 1 of 2 devices');
    const sent = await get(t, admin, '/biz/mailRecord/list?email=owner@example.com');
    expect(sent.body.rows).toEqual([expect.objectContaining({ mailType: '4', status: '0', createBy: 'scheduler' })]);
    const after = (await get(t, admin, `/iot/stationPower/${plan.id}`)).body.data;
    expect(after).toMatchObject({ status: '1', nextRunTime: null, lastRunTime: new Date(due).toISOString() });
  });

  it('moves the next run with the station when its zone changes', async () => {
    const plan = await schedule({ runTime: '08:00', frequencyStatus: '1,2,3,4,5,6,7' });
    await json(t, admin, { method: 'PUT', url: '/cniotapi/iot/station', payload: { id: station, stationName: 'Now in Berlin', timeZone: 'Europe/Berlin' } });
    const moved = (await get(t, admin, `/iot/stationPower/${plan.id}`)).body.data;
    expect(moved.timeZone).toBe('Europe/Berlin');
    expect(new Date(moved.nextRunTime).getTime()).toBe(nextRun('08:00', '1,2,3,4,5,6,7', 'Europe/Berlin', Date.now()));
  });
});
