import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { otaFaults } from '@cniot/simulator/fleet';
import { rowsOf } from '../../../../src/db/client.ts';
import { waitFor } from '../../../gateway/helpers.ts';
import { addPackage, fleetHarness } from './helpers.ts';

let h: Awaited<ReturnType<typeof fleetHarness>>;

beforeAll(async () => {
  h = await fleetHarness();
});
afterAll(() => h.close(), 60_000);

/** The device's upgrade record (its only one, or the one of `recordId`) once it is finished. */
const finished = (deviceId: string, recordId?: number) =>
  waitFor(
    async () => (await h.records(`deviceId=${deviceId}`)).find((r) => (recordId === undefined || r.id === recordId) && ['3', '4', '7'].includes(r.state as string)),
    `upgrade of ${deviceId} finished`,
    30_000,
  );

describe('battery and meter upgrades over the real broker', { timeout: 180_000 }, () => {
  it('upgrades a battery: signed download, verified, back on the new version', async () => {
    const battery = await h.device('battery');
    const pkg = await addPackage(h.t, h.admin, { softwareName: 'BMS 2', deviceType: 'battery', softwareVersion: '2.0.0', hardwareVersion: 'A1', minVersion: '1.0.0' });
    const res = await h.api('POST', '/iot/upgrade/wnUpgrade', { softwareId: pkg, wnIds: [battery.spec.id] });
    expect(res.body).toMatchObject({ code: 200, data: [{ deviceId: battery.spec.id, ok: true }] });
    expect(await finished(battery.spec.id)).toMatchObject({ deviceType: 'battery', state: '3', progress: 100, sourceSoftwareVersion: '1.0.0', targetSoftwareVersion: '2.0.0', causeFailure: null });
    await waitFor(async () => (await rowsOf(h.t.app.db, sql`select 1 from iot_battery where battery_id = ${battery.spec.id} and software_version = '2.0.0'`)).length, 'battery on 2.0.0');
  });

  it('refuses a meter whose hardware the package does not fit, with the reason, and follows a fitting one as the program step', async () => {
    const b1 = await h.device('meter', 'B1');
    const a1 = await h.device('meter');
    const pkg = await addPackage(h.t, h.admin, { softwareName: 'Meter 2', deviceType: 'meter', softwareVersion: '2.0.0', hardwareVersion: 'A1' });
    const refused = await h.api('POST', '/iot/meter/upgrade', { meterId: b1.spec.id, softwareId: pkg });
    expect(refused).toMatchObject({ status: 400, body: { msg: 'The package needs hardware version A1; the device has B1' } });
    expect(await h.records(`deviceId=${b1.spec.id}`)).toMatchObject([{ deviceType: 'meter', state: '4', causeFailure: 'The package needs hardware version A1; the device has B1' }]);
    expect(b1.versions.software).toBe('1.0.0');

    const wifi = await addPackage(h.t, h.admin, { softwareName: 'Meter Wi-Fi', deviceType: 'meter', target: 'wifi', softwareVersion: '2.0.0' });
    expect((await h.api('POST', '/iot/meter/upgrade', { meterId: a1.spec.id, softwareId: wifi })).body.msg).toBe('Only inverters take a Wi-Fi module image');
    const inverterPkg = await addPackage(h.t, h.admin, { softwareName: 'Not for meters', softwareVersion: '2.0.0' });
    expect((await h.api('POST', '/iot/meter/upgrade', { meterId: a1.spec.id, softwareId: inverterPkg })).body.msg).toBe('The package is for another device type (wn)');

    const sent = await h.api('POST', '/iot/meter/upgrade', { meterId: a1.spec.id, softwareId: pkg });
    expect(sent.body).toMatchObject({ code: 200, data: { recordId: expect.any(Number) } });
    expect(await finished(a1.spec.id, sent.body.data.recordId)).toMatchObject({ state: '3', targetSoftwareVersion: '2.0.0' });
    // Spec §4's words for the record: a finished program step is 'completed'.
    const steps = (await h.api('GET', `/iot/meter/upgradeTemp/list?meterId=${a1.spec.id}`)).body.rows;
    expect(steps).toMatchObject([{ meterId: a1.spec.id, upgradeType: '2', upgradeStatus: '3', version: '2.0.0' }]);
  });

  it('rolls meters out through the same engine and pauses at the failure threshold', async () => {
    const meters = [await h.device('meter'), await h.device('meter'), await h.device('meter')];
    // Which meters form the canary is chance: all of them fail, one saying so, the others restarting on 1.0.0.
    meters.forEach((m, i) => (m.otaFault = i === 0 ? 'fail' : 'reboot'));
    const pkg = await addPackage(h.t, h.admin, { softwareName: 'Meter rollout', deviceType: 'meter', softwareVersion: '2.1.0' });
    const plan = { rolloutName: 'Meters', softwareId: pkg, deviceIds: meters.map((m) => m.spec.id), canaryCount: 2, wavePercents: [100], failureThreshold: 40, startDelaySeconds: 0 };
    expect((await h.api('POST', '/iot/upgrade/rollout', { ...plan, deviceType: 'battery' })).body.msg).toBe('The package is for another device type (meter)');
    expect((await h.api('POST', '/iot/upgrade/rollout', { ...plan, groupIds: [1] })).body.msg).toBe('Device groups hold inverters: choose batteries and meters one by one');

    const created = await h.api('POST', '/iot/upgrade/rollout', { ...plan, deviceType: 'meter' });
    expect(created.body.data).toMatchObject({ devices: 3, refused: [] });
    const id = created.body.data.id as number;
    const t0 = new Date();
    await h.rollouts.tick(id, t0);
    // 100 % of the canary failed, past 40 %.
    expect(await h.rollouts.settled(id, 0)).toEqual([{ state: '4', n: 2 }]);
    await h.rollouts.tick(id, new Date(t0.getTime() + 60_000));
    expect(await h.rollouts.get(id)).toMatchObject({ deviceType: 'meter', status: '2', pauseReason: 'failureRate', currentWave: 0 });
    expect(await h.rollouts.waveStates(id, 1)).toEqual([{ state: '0', n: 1 }]);
    const listed = (await h.api('GET', '/iot/upgrade/rollout/list?deviceType=meter')).body.rows;
    expect(listed.map((r: { id: number }) => r.id)).toEqual([id]);
    // Each canary meter failed for its own reason: its report, or its restart on the old version.
    const cause = (deviceId: unknown) => (deviceId === meters[0].spec.id ? 'flash write failed' : 'The device restarted on version 1.0.0 instead of 2.1.0');
    const canary = await h.records(`rolloutId=${id}&waveNo=0`);
    expect(canary.map((r) => r.causeFailure)).toEqual(canary.map((r) => cause(r.deviceId)));
    // Sent by the rollout, a meter's package is still its upgrade procedure's program step; a meter not yet sent has none.
    const steps = async (meterId: unknown) => (await h.api('GET', `/iot/meter/upgradeTemp/list?meterId=${meterId}`)).body.rows;
    for (const r of canary) expect(await steps(r.deviceId)).toMatchObject([{ upgradeType: '2', upgradeStatus: '4', version: '2.1.0' }]);
    const waiting = meters.find((m) => !canary.some((r) => r.deviceId === m.spec.id))!;
    expect(await steps(waiting.spec.id)).toEqual([]);
  });

  it('the simulated fleet fails upgrades on a share of each device type, at least one of each', () => {
    const specs = (type: DeviceSpec['type'], n: number) => Array.from({ length: n }, (_, i) => ({ type, id: `${type}${i}` }) as DeviceSpec);
    const faults = otaFaults([...specs('wn', 32), ...specs('battery', 3), ...specs('meter', 3)], 0.1);
    expect(Object.fromEntries(faults)).toEqual({ wn0: 'fail', wn1: 'reboot', wn2: 'fail', battery0: 'fail', meter0: 'fail' });
    expect(otaFaults(specs('meter', 3), 0).size).toBe(0);
  });
});
