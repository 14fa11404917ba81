import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicOf } from '@cniot/contract/devices/device-protocol';
import { rowsOf } from '../../../../src/db/client.ts';
import { firmwarePath } from '../../../../src/modules/grid-firmware/software/firmware-file.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { waitFor } from '../../../gateway/helpers.ts';
import { json } from '../../devices/helpers.ts';
import { addPackage, fleetHarness, image } from './helpers.ts';

let h: Awaited<ReturnType<typeof fleetHarness>>;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  h = await fleetHarness();
  ({ t, admin } = h);
});
afterAll(() => h.close());

const api: typeof h.api = (...a) => h.api(...a);
const inverter = () => h.inverter();
const records = (deviceId: string) => h.records(`deviceId=${deviceId}`);
const finished = (deviceId: string) => waitFor(async () => (await records(deviceId)).find((r) => ['3', '4', '7'].includes(r.state as string)), `upgrade of ${deviceId} finished`, 30_000);

describe('upgrades over the real broker and the signed link', { timeout: 120_000 }, () => {
  let pkg: number;
  beforeAll(async () => {
    pkg = await addPackage(t, admin, { softwareName: 'WN firmware 2', softwareVersion: '2.0.0', hardwareVersion: 'A1', minVersion: '1.0.0' });
  });

  it('downloads, verifies, installs and comes back on the new version: succeeded', async () => {
    const d = await inverter();
    const res = await api('POST', '/iot/upgrade/wnUpgrade', { softwareId: pkg, wnId: d.spec.id });
    expect(res.body).toMatchObject({ code: 200, msg: 'The command was issued successfully', data: [{ deviceId: d.spec.id, ok: true }] });
    const rec = await finished(d.spec.id);
    expect(rec).toMatchObject({
      state: '3',
      progress: 100,
      target: 'firmware',
      softwareName: 'WN firmware 2',
      sourceSoftwareVersion: '1.0.0',
      targetSoftwareVersion: '2.0.0',
      causeFailure: null,
      createBy: 'admin',
    });
    await waitFor(async () => (await rowsOf(t.app.db, sql`select 1 from iot_wn where wn_id = ${d.spec.id} and software_version = '2.0.0'`)).length, 'new version on the row');
    expect((await api('GET', `/iot/software/${pkg}`)).body.data).toMatchObject({ upgradeStatus: '3', causeFailure: null });
  });

  it('sends devices to the configured public address, whatever Host header the caller sends (issue 23)', async () => {
    const d = await inverter();
    // An address of the caller's choosing (on loopback, where nothing listens): a link built from it fails the download.
    const spoofed = { host: '127.0.0.2:9' };
    const res = await json(t, admin, { method: 'POST', url: '/cniotapi/iot/upgrade/wnUpgrade', headers: spoofed, payload: { softwareId: pkg, wnId: d.spec.id } });
    expect(res.body).toMatchObject({ code: 200, data: [{ deviceId: d.spec.id, ok: true }] });
    expect(await finished(d.spec.id)).toMatchObject({ state: '3', causeFailure: null });
    const next = await inverter();
    const rollout = await json(t, admin, {
      method: 'POST',
      url: '/cniotapi/iot/upgrade/rollout',
      headers: spoofed,
      payload: {
        rolloutName: 'Spoofed host',
        softwareId: pkg,
        deviceIds: [next.spec.id],
        canaryCount: 1,
        wavePercents: [100],
        healthyMinutes: 30,
        failureThreshold: 10,
        startDelaySeconds: 3600,
        timeoutMinutes: 60,
      },
    });
    expect(rollout.body).toMatchObject({ code: 200, msg: 'Operation successful' });
    const [kept] = await rowsOf<{ base_url: string }>(t.app.db, sql`select base_url from iot_rollout where rollout_name = 'Spoofed host'`);
    expect(kept.base_url).toBe(t.app.config.publicUrl);
  });

  it('refuses a device the package does not fit with the reason, kept on its failed record; an unknown device gets none', async () => {
    const d = await inverter();
    const other = await addPackage(t, admin, { softwareName: 'WN firmware B2', softwareVersion: '2.0.0', hardwareVersion: 'B2' });
    const res = await api('POST', '/iot/upgrade/wnUpgrade', { softwareId: other, wnId: d.spec.id });
    expect(res).toMatchObject({ status: 400, body: { code: 500, msg: 'The package needs hardware version B2; the device has A1' } });
    const newer = await addPackage(t, admin, { softwareName: 'WN firmware 3', softwareVersion: '3.0.0', minVersion: '2.0.0' });
    const batch = await api('POST', '/iot/upgrade/wnUpgrade', { softwareId: newer, wnIds: [d.spec.id, '86999999999999'] });
    expect(batch.body).toMatchObject({
      code: 200,
      msg: 'The command was issued to 0 of 2 devices',
      data: [
        { deviceId: d.spec.id, ok: false, msg: 'The package needs at least version 2.0.0 on the device; it runs 1.0.0' },
        { deviceId: '86999999999999', ok: false, msg: 'The device does not exist' },
      ],
    });
    const failed = (await records(d.spec.id)).sort((a, b) => String(a.softwareName).localeCompare(String(b.softwareName)));
    expect(failed).toMatchObject([
      {
        softwareName: 'WN firmware 3',
        state: '4',
        causeCode: 'upgrade.belowMinimum',
        causeParams: { min: '2.0.0', have: '1.0.0' },
        causeFailure: 'The package needs at least version 2.0.0 on the device; it runs 1.0.0',
        sendTime: null,
      },
      { softwareName: 'WN firmware B2', state: '4', causeCode: 'upgrade.hardwareMismatch', causeFailure: 'The package needs hardware version B2; the device has A1' },
    ]);
    expect(await records('86999999999999')).toEqual([]);
    expect((await api('POST', '/iot/upgrade/wnUpgrade', { softwareId: pkg })).status).toBe(400);
  });

  it('fails on a package whose bytes no longer match its SHA-256: the device refuses to install it', async () => {
    const d = await inverter();
    const file = image(4096);
    const tampered = await addPackage(t, admin, { softwareName: 'Tampered', softwareVersion: '2.0.1' }, file);
    const [row] = await rowsOf<{ software_address: string }>(t.app.db, sql`select software_address from iot_software where id = ${tampered}`);
    fs.writeFileSync(firmwarePath(t.config.uploadDir, row.software_address), image(4096));
    await api('POST', '/iot/upgrade/wnUpgrade', { softwareId: tampered, wnId: d.spec.id });
    expect(await finished(d.spec.id)).toMatchObject({
      state: '4',
      causeCode: 'upgrade.cause.hashMismatch',
      causeFailure: 'The downloaded package did not match its SHA-256; the device did not install it',
    });
    expect(d.versions.software).toBe('1.0.0');
  });

  it('fails a device that restarts mid-install and comes back on the old version, never succeeds it', async () => {
    const d = await inverter();
    d.otaFault = 'reboot';
    await api('POST', '/iot/upgrade/wnUpgrade', { softwareId: pkg, wnId: d.spec.id });
    expect(await finished(d.spec.id)).toMatchObject({
      state: '4',
      causeCode: 'upgrade.cause.restartedOnOld',
      causeParams: { running: '1.0.0', wanted: '2.0.0' },
      causeFailure: 'The device restarted on version 1.0.0 instead of 2.0.0',
    });
    // A late success report of that request cannot revive it.
    const [rec] = await rowsOf<{ request_id: string }>(t.app.db, sql`select request_id from iot_upgrade_record where device_id = ${d.spec.id}`);
    await d.client!.publishAsync(topicOf('wn', d.spec.id, 'ota'), JSON.stringify({ ts: Date.now(), requestId: rec.request_id, state: 'success', progress: 100 }), { qos: 1 });
    await waitFor(async () => (await rowsOf(t.app.db, sql`select 1 from iot_device_ota where device_id = ${d.spec.id} and state = 'success'`)).length, 'late report stored');
    expect((await records(d.spec.id))[0]).toMatchObject({ state: '4', progress: 0 });
  });
});
