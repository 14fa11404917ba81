import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { formPost, readXlsx } from '../../../helpers/xlsx.ts';
import { json, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await signedIn()));
afterAll(() => t.close());

const generate = (payload: Record<string, unknown>) => json(t, admin, { method: 'POST', url: '/cniotapi/iot/deviceCode', payload });
const today = new Date().toISOString().slice(2, 10).replace(/-/g, '');

describe('device code generation', () => {
  it('generates consecutive 14-digit codes with keys, registers the devices and records the batch', async () => {
    const first = await generate({ deviceType: 'battery', generateCount: 3, remark: 'line 1' });
    expect(first.body.data).toMatchObject({ generateCount: 3, first: `2${today}0000001`, last: `2${today}0000003`, batchNumber: expect.stringMatching(/^\d{18}$/) });
    const second = await generate({ deviceType: 'battery', generateCount: 2 });
    expect(second.body.data).toMatchObject({ first: `2${today}0000004`, last: `2${today}0000005` });

    // The batteries exist at once, so they can sign in with the generated keys.
    const batteries = await json(t, admin, { url: `/cniotapi/iot/battery/list?batteryId=2${today}` });
    expect(batteries.body.total).toBe(5);
    const details = await json(t, admin, { url: `/cniotapi/iot/deviceCode/detail/list?recordId=${first.body.data.recordId}` });
    expect(details.body.rows.map((d: { deviceId: string }) => d.deviceId)).toEqual([1, 2, 3].map((n) => `2${today}000000${n}`));
    const battery = batteries.body.rows.find((b: { batteryId: string }) => b.batteryId === `2${today}0000001`);
    expect((await json(t, admin, { url: `/cniotapi/iot/battery/${battery.id}` })).body.data.batteryKey).toBe(details.body.rows[0].key);
    expect(details.body.rows[0].key).toMatch(/^[0-9A-Za-z]{16}$/);

    const records = await json(t, admin, { url: '/cniotapi/iot/deviceCode/list?deviceType=battery' });
    expect(records.body.rows).toMatchObject([
      { id: second.body.data.recordId, generateCount: 2, source: '0' },
      { id: first.body.data.recordId, generateCount: 3, remark: 'line 1', generateId: `2${today}0000001`, createBy: 'admin' },
    ]);

    const sheet = await readXlsx(await t.call(admin, formPost(`/cniotapi/iot/deviceCode/exportDetail/${first.body.data.recordId}`)));
    expect(sheet[0]).toEqual(['Device code', 'Key', 'Result', 'Message']);
    expect(sheet.slice(1).map((r) => [r[0], r[1]])).toEqual(details.body.rows.map((d: { deviceId: string; key: string }) => [d.deviceId, d.key]));
    // The batch file and the records export title their columns with the screens' labels, in the caller's language.
    const batch = formPost(`/cniotapi/iot/deviceCode/exportDetail/${first.body.data.recordId}`);
    const german = await readXlsx(await t.call(admin, { ...batch, headers: { ...batch.headers, 'lang-type': 'de_DE' } }));
    expect(german[0]).toEqual(['Gerätecode', 'Schlüssel', 'Ergebnis', 'Meldung']);
    expect(german[1][2]).toBe('Angenommen');
    const all = await readXlsx(await t.call(admin, formPost('/cniotapi/iot/deviceCode/export', { deviceType: 'battery' })));
    expect(all.length).toBe(3);
    expect(all[0].slice(0, 3)).toEqual(['Batch number', 'Device type', 'Source']);
    expect(all[1].slice(1, 3)).toEqual(['Battery', 'Generated']);
    // The source is a fixed value labelled by the screen, in the caller's language too.
    const exported = formPost('/cniotapi/iot/deviceCode/export', { deviceType: 'battery' });
    const polish = await readXlsx(await t.call(admin, { ...exported, headers: { ...exported.headers, 'lang-type': 'pl_PL' } }));
    expect(polish[1][2]).toBe('Wygenerowane');
  });

  it('keeps a sequence per device type; package types get records only', async () => {
    const wn = await generate({ deviceType: 'wn', generateCount: 1 });
    expect(wn.body.data.first).toBe(`1${today}0000001`);
    expect((await json(t, admin, { url: `/cniotapi/iot/wn/list?wnId=${wn.body.data.first}` })).body.total).toBe(1);
    const meter = await generate({ deviceType: 'electricityMeter', generateCount: 1 });
    expect((await json(t, admin, { url: `/cniotapi/iot/meter/list?meterId=${meter.body.data.first}` })).body.total).toBe(1);
    const pkg = await generate({ deviceType: 'IEPKGS', generateCount: 2 });
    expect(pkg.body.data).toMatchObject({ first: `4${today}0000001`, generateCount: 2 });

    expect((await generate({ deviceType: 'wn', generateCount: 0 })).status).toBe(400);
    expect((await generate({ deviceType: 'wn', generateCount: 1001 })).body.msg).toBe('generateCount: must be at most 1000');
    expect((await generate({ deviceType: 'gadget', generateCount: 1 })).status).toBe(400);

    expect((await json(t, admin, { method: 'DELETE', url: `/cniotapi/iot/deviceCode/${pkg.body.data.recordId}` })).body.code).toBe(200);
    expect((await json(t, admin, { url: `/cniotapi/iot/deviceCode/detail/list?recordId=${pkg.body.data.recordId}` })).status).toBe(404);
  });
});
