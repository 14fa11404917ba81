import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VirtualInverter } from '@cniot/simulator/inverter';
import { rowsOf } from '../../../../src/db/client.ts';
import { rolloutTick } from '../../../../src/modules/grid-firmware/upgrade/rollout-engine.ts';
import { waitFor } from '../../../gateway/helpers.ts';
import { code } from '../../devices/helpers.ts';
import { addPackage, fleetHarness } from './helpers.ts';

let h: Awaited<ReturnType<typeof fleetHarness>>;
let fleet: VirtualInverter[];
let v2: number;
let v1: number;

beforeAll(async () => {
  h = await fleetHarness();
  v2 = await addPackage(h.t, h.admin, { softwareName: 'Rollout 2', softwareVersion: '2.0.0', hardwareVersion: 'A1' });
  v1 = await addPackage(h.t, h.admin, { softwareName: 'Pinned 1', softwareVersion: '1.0.0', hardwareVersion: 'A1' });
  fleet = [];
  for (let i = 0; i < 4; i++) fleet.push(await h.inverter());
});
afterAll(() => h.close(), 60_000);

const db = () => h.t.app.db;
const rollout = (id: number) => h.rollouts.get(id);
const tick = (id: number, now: Date) => h.rollouts.tick(id, now);
const waveStates = (id: number, wave: number) => h.rollouts.waveStates(id, wave);
const settled = (id: number, wave: number) => h.rollouts.settled(id, wave);

describe('staged rollouts on the simulated fleet', { timeout: 180_000 }, () => {
  it('refuses bad plans with clear messages', async () => {
    const bad = [
      [{ rolloutName: 'x', softwareId: v2, deviceIds: [], canaryCount: 1 }, 'Choose at least one device or device group'],
      [{ rolloutName: 'x', softwareId: v2, deviceIds: [fleet[0].spec.id] }, 'Give the canary either as a number of devices or as a percentage'],
      [{ rolloutName: 'x', softwareId: v2, deviceIds: [fleet[0].spec.id], canaryCount: 1, wavePercents: [50, 40] }, 'The wave percentages must rise and end at 100'],
      [{ rolloutName: 'x', softwareId: v2, deviceIds: [fleet[0].spec.id], canaryCount: 1, windowStartHour: 22 }, 'Give both hours of the window, and two different ones'],
    ] as const;
    for (const [body, msg] of bad) expect((await h.api('POST', '/iot/upgrade/rollout', body)).body).toMatchObject({ code: 500, msg });
    expect((await h.api('POST', '/iot/upgrade/rollout', { rolloutName: 'x', softwareId: 999999, deviceIds: [fleet[0].spec.id], canaryCount: 1 })).status).toBe(404);
  });

  it('pauses itself when the canary fails past the threshold, resumes, finishes, and rolls back to a pinned version', async () => {
    for (const d of fleet) d.otaFault = 'reboot';
    // Registered, never connected: no hardware version known.
    const unfit = code();
    await h.api('POST', '/iot/wn', { wnId: unfit, power: 800 });
    const t0 = new Date();
    const created = await h.api('POST', '/iot/upgrade/rollout', {
      rolloutName: 'Spring firmware',
      softwareId: v2,
      deviceIds: [...fleet.map((d) => d.spec.id), '86999999999998', unfit],
      canaryCount: 2,
      wavePercents: [100],
      healthyMinutes: 30,
      failureThreshold: 10,
      startDelaySeconds: 0,
      timeoutMinutes: 600,
    });
    expect(created.body.data).toMatchObject({
      devices: 4,
      refused: [
        { deviceId: '86999999999998', msg: 'The device does not exist' },
        { deviceId: unfit, msg: 'The package needs hardware version A1; the device has -' },
      ],
    });
    const id = created.body.data.id as number;
    // The caller's device the package does not fit is listed in the rollout, failed with its reason, in no wave; the unknown id is not.
    expect((await h.records(`rolloutId=${id}`)).filter((r) => r.waveNo === null)).toMatchObject([
      { deviceId: unfit, state: '4', causeCode: 'upgrade.hardwareMismatch', causeParams: { need: 'A1', have: '-' }, sendTime: null },
    ]);
    await tick(id, t0);
    expect(await settled(id, 0)).toEqual([{ state: '4', n: 2 }]);
    expect(await waveStates(id, 1)).toEqual([{ state: '0', n: 2 }]);
    await tick(id, new Date(t0.getTime() + 60_000));
    expect(await rollout(id)).toMatchObject({ status: '2', pauseReason: 'failureRate', currentWave: 0 });
    // Paused means nothing more is sent, however much time passes.
    await tick(id, new Date(t0.getTime() + 3_600_000));
    expect(await waveStates(id, 1)).toEqual([{ state: '0', n: 2 }]);
    expect((await h.api('POST', `/iot/upgrade/rollout/${id}/pause`)).body.msg).toBe('Not possible while the rollout is paused');

    for (const d of fleet) d.otaFault = 'none';
    expect((await h.api('POST', `/iot/upgrade/rollout/${id}/resume`)).body.code).toBe(200);
    const t1 = new Date(Date.now() + 1000);
    await tick(id, t1);
    expect(await rollout(id)).toMatchObject({ status: '1', currentWave: 0 });
    // The accepted canary still has to stay quiet for the healthy time before the next wave.
    await tick(id, new Date(t1.getTime() + 29 * 60_000));
    expect((await rollout(id)).currentWave).toBe(0);
    await tick(id, new Date(t1.getTime() + 31 * 60_000));
    expect((await rollout(id)).currentWave).toBe(1);
    await tick(id, new Date(t1.getTime() + 32 * 60_000));
    expect(await settled(id, 1)).toEqual([{ state: '3', n: 2 }]);
    await tick(id, new Date(t1.getTime() + 33 * 60_000));
    await tick(id, new Date(t1.getTime() + 64 * 60_000));
    const done = await rollout(id);
    expect(done).toMatchObject({ status: '3', deviceCount: 4, targetVersion: '2.0.0' });
    expect(done.waves.map((w: { waveNo: number; states: object }) => [w.waveNo, w.states])).toEqual([
      [0, { 4: 2 }],
      [1, { 3: 2 }],
    ]);

    const back = await h.api('POST', `/iot/upgrade/rollout/${id}/rollback`, { softwareId: v1 });
    // Only the two devices now on 2.0.0 go back; the failed ones never left 1.0.0.
    expect(back.body.data).toMatchObject({ devices: 2, skipped: 2 });
    const t2 = new Date(Date.now() + 1000);
    await tick(id, t2);
    expect(await settled(id, 2)).toEqual([{ state: '3', n: 2 }]);
    await tick(id, new Date(t2.getTime() + 60_000));
    await tick(id, new Date(t2.getTime() + 32 * 60_000));
    expect(await rollout(id)).toMatchObject({ status: '6', targetVersion: '1.0.0' });
    expect(fleet.map((d) => d.versions.software)).toEqual(['1.0.0', '1.0.0', '1.0.0', '1.0.0']);
  });

  it('decides once with two nodes ticking at the same time: each device is sent the package once', async () => {
    const pkg = await addPackage(h.t, h.admin, { softwareName: 'Two nodes', softwareVersion: '2.5.0' });
    // Devices without a station count in UTC: a window two hours ahead keeps the start's own decision from sending anything.
    const hour = (new Date().getUTCHours() + 2) % 24;
    const created = await h.api('POST', '/iot/upgrade/rollout', {
      rolloutName: 'Two nodes',
      softwareId: pkg,
      deviceIds: fleet.map((d) => d.spec.id),
      canaryPercent: 50,
      startDelaySeconds: 0,
      windowStartHour: hour,
      windowEndHour: (hour + 1) % 24,
    });
    const id = created.body.data.id as number;
    await waitFor(async () => (await rowsOf(db(), sql`select 1 from iot_rollout where id = ${id} and lease_until is null`)).length, 'rollout free');
    expect(await waveStates(id, 0)).toEqual([{ state: '0', n: 2 }]);
    const now = new Date(Date.now() + 2 * 3_600_000 - (Date.now() % 3_600_000) + 60_000);
    const claims = await Promise.all([rolloutTick(h.t.app, now, 'node-a'), rolloutTick(h.t.app, now, 'node-b')]);
    expect(claims.sort()).toEqual([0, 1]);
    const sent = await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from iot_upgrade_record where rollout_id = ${id} and wave_no = 0 and request_id is not null`);
    expect(sent[0].n).toBe(2);
    const commands = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from iot_config_change_record c join iot_upgrade_record r on r.request_id = c.request_id where r.rollout_id = ${id}`,
    );
    expect(commands[0].n).toBe(2);
    await h.api('POST', `/iot/upgrade/rollout/${id}/cancel`);
    expect(await rollout(id)).toMatchObject({ status: '4' });
    expect((await waveStates(id, 1)).length).toBe(0);
  });
});
