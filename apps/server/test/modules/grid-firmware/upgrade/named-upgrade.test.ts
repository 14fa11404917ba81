import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../gateway/helpers.ts';
import { code } from '../../devices/helpers.ts';
import { addPackage, fleetHarness } from './helpers.ts';

let h: Awaited<ReturnType<typeof fleetHarness>>;

beforeAll(async () => {
  h = await fleetHarness();
});
afterAll(() => h.close());

const records = (deviceId: string) => h.records(`deviceId=${deviceId}`);
const finished = (deviceId: string, target: string) =>
  waitFor(async () => (await records(deviceId)).find((r) => r.target === target && ['3', '4', '7'].includes(r.state as string)), `${target} upgrade of ${deviceId} finished`, 30_000);
const URL = 'https://downloads.example.com/wn.bin';

/** The upgrade records' export as the console downloads it, in a language of the caller's choice. */
async function exported(deviceId: string, lang: string): Promise<string[][]> {
  const res = await h.t.app.inject({
    method: 'POST',
    url: '/cniotapi/iot/upgrade/record/export',
    headers: { authorization: `Bearer ${h.admin}`, 'lang-type': lang },
    payload: { deviceId },
  });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0]
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1).map(String));
}

describe('escalation and wifiModuleUpgrade (spec §7) through the upgrade records', { timeout: 120_000 }, () => {
  let firmware: string;
  beforeAll(async () => {
    await addPackage(h.t, h.admin, { softwareName: 'Named 2', softwareVersion: '2.0.0' });
    const sha = await h.api('GET', '/iot/software/list?softwareName=Named%202');
    firmware = sha.body.rows[0].sha256 as string;
    await addPackage(h.t, h.admin, { softwareName: 'Named Wi-Fi', softwareVersion: '1.2.0', target: 'wifi' });
  });

  it('sends the library package of that version, with a record per device; an offline device is failed with its reason', async () => {
    const d = await h.inverter();
    const offline = code();
    await h.api('POST', '/iot/wn', { wnId: offline, power: 800 });
    const res = await h.api('POST', '/iot/wn/escalation', { wnIds: [d.spec.id, offline], version: '2.0.0', url: URL, sha256: firmware });
    expect(res.body).toMatchObject({
      code: 200,
      msg: 'The command was issued to 1 of 2 devices',
      data: [
        { deviceId: d.spec.id, ok: true, recordId: expect.any(Number) },
        { deviceId: offline, ok: false, msg: 'Device not online', recordId: expect.any(Number) },
      ],
    });
    expect(await finished(d.spec.id, 'firmware')).toMatchObject({ state: '3', softwareName: 'Named 2', sourceSoftwareVersion: '1.0.0', targetSoftwareVersion: '2.0.0' });
    expect(await records(offline)).toMatchObject([{ state: '4', causeCode: 'device.notOnline', causeFailure: 'Device not online', sendTime: null }]);
    // The export writes the cause in the reader's language; the list keeps English for RuoYi clients.
    const zh = await exported(offline, 'zh_CN');
    expect(zh[1]).toContain('设备不在线');
    expect((await exported(offline, 'de_DE'))[1]).toContain('Gerät ist nicht online');

    const wifi = await h.api('POST', '/iot/wn/wifiModuleUpgrade', { wnId: d.spec.id, version: '1.2.0', url: URL });
    expect(wifi.body).toMatchObject({ code: 200, msg: 'The command was issued successfully', data: [{ deviceId: d.spec.id, ok: true }] });
    expect(await finished(d.spec.id, 'wifi')).toMatchObject({ state: '3', sourceWifiVersion: '1.0.0', targetWifiVersion: '1.2.0', targetSoftwareVersion: '2.0.0' });
  });

  it('refuses a version the library does not hold, a hash other than the library’s, and a device the package does not fit', async () => {
    const d = await h.inverter();
    const none = await h.api('POST', '/iot/wn/wifiModuleUpgrade', { wnId: d.spec.id, version: '9.9.9', url: URL });
    expect(none).toMatchObject({ status: 400, body: { msg: 'No Wi-Fi module image of version 9.9.9 is in the software library' } });
    const other = await h.api('POST', '/iot/wn/escalation', { wnId: d.spec.id, version: '2.0.0', url: URL, sha256: 'a'.repeat(64) });
    expect(other).toMatchObject({ status: 400, body: { msg: 'The package of version 2.0.0 in the software library has another SHA-256' } });
    expect(await records(d.spec.id)).toEqual([]);

    await addPackage(h.t, h.admin, { softwareName: 'Named B2', softwareVersion: '2.5.0', hardwareVersion: 'B2' });
    const misfit = await h.api('POST', '/iot/wn/escalation', { wnId: d.spec.id, version: '2.5.0', url: URL });
    expect(misfit).toMatchObject({ status: 400, body: { msg: 'The package needs hardware version B2; the device has A1' } });
    expect(await records(d.spec.id)).toMatchObject([{ state: '4', causeCode: 'upgrade.hardwareMismatch', causeParams: { need: 'B2', have: 'A1' } }]);
    expect((await h.api('POST', '/iot/wn/escalation', { wnId: d.spec.id, url: URL })).status).toBe(400);
  });
});
