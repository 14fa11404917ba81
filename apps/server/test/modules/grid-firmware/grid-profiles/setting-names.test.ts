import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../helpers/app.ts';
import { adminApp, profileId, registerWn, type api } from './helpers.ts';

let t: TestApp;
let token: string;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  ({ t, token, admin } = await adminApp());
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const inGerman = (url: string) => t.app.inject({ method: url.endsWith('/export') ? 'POST' : 'GET', url: `/cniotapi${url}`, headers: { authorization: `Bearer ${token}`, 'lang-type': 'de_DE' } });

describe('requested against applied, as a reader takes it', () => {
  it('names each setting in the reader language and says how its device values read; the export shows display units and switches as words', async () => {
    // Offline, so each ask is recorded (failed) without a device: what matters here is how it reads.
    const wn = await registerWn(t, token);
    await admin.post('/iot/wn/gridChange', { wnId: wn.id, profileId: await profileId(t, 'DE-VDE4105') });
    await admin.post('/iot/wn/powerPercent', { wnId: wn.id, value: 70 });
    await admin.post('/iot/wn/antiBackFlowEnable', { wnId: wn.id, enable: true });

    const settings = (await inGerman(`/iot/deviceSetting/device/${wn.id}`)).json().data.settings as Row[];
    const of = (code: string) => settings.find((s) => s.code === code);
    expect(of('ovp1Value')).toMatchObject({ label: 'Überspannung Stufe 1 (U>)', requested: '2530', meaning: { kind: 'number', unit: 'V', scale: 10, precision: 1 } });
    expect(of('ovp1Time')).toMatchObject({ requested: '600000', meaning: { unit: 's', scale: 1000 } });
    expect(of('lvrtEnable')).toMatchObject({ label: 'Unterspannungsdurchfahren (LVRT)', meaning: { kind: 'switch' } });
    expect(of('powerPercent')).toMatchObject({ label: 'Wirkleistungsbegrenzung', requested: '70', meaning: { kind: 'number', unit: '%' } });
    expect(of('antiBackFlowEnable')).toMatchObject({ label: 'Rückspeiseschutz', requested: 'true', meaning: { kind: 'switch' } });
    expect((await admin.get(`/iot/deviceSetting/device/${wn.id}`)).body.data.settings.find((s: Row) => s.code === 'ovp1Value').label).toBe('Overvoltage stage 1 (U>)');

    const sheet = await inGerman(`/iot/deviceSetting/device/${wn.id}/export`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Einstellung', 'Parameter', 'Angefordert', 'Übernommen', 'Einheit', 'Status', 'Gemeldet']);
    const line = (name: string) => rows.find((r) => r[0] === name);
    expect(line('Überspannung Stufe 1 (U>)')?.slice(1, 6)).toEqual(['ovp1Value', 253, undefined, 'V', 'Fehlgeschlagen']);
    expect(line('Überspannung Stufe 1, Auslösezeit')?.[2]).toBe(600);
    expect(line('Rückspeiseschutz')?.slice(2, 5)).toEqual(['Ein', undefined, undefined]);
  });
});
