import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENERGY, withUnit } from '@cniot/contract/unit-format';
import { rowsOf } from '../../../../src/db/client.ts';
import { sendMonthlyReports } from '../../../../src/modules/stations/stations/report/monthly-report.ts';
import type { TestApp } from '../../../helpers/app.ts';
import { Dept } from '../../system/helpers.ts';
import { createStation, signedIn } from '../helpers.ts';

let t: TestApp;
let admin: string;
let station: number;
let owner: number;
// A month long over whenever the test runs; 1 November 2025, 10:00 in Berlin is the first of the next one.
const MONTH = '2025-10';
const FIRST_OF_NEXT = Date.UTC(2025, 10, 1, 9);

const pdfText = async (body: Buffer) => (await new PDFParse({ data: new Uint8Array(body) }).getText()).text;
const report = (lang: string, date = MONTH) => t.call(admin, { url: `/cniotapi/iot/station/monthlyReport/${station}?date=${date}`, headers: { 'Lang-Type': lang } });

beforeAll(async () => {
  ({ t, admin } = await signedIn());
  [{ id: owner }] = await rowsOf<{ id: number }>(
    t.app.db,
    sql`insert into app_user (nickname, mailbox, dept_id) values ('Report owner', 'owner@report.example', ${Dept.sunline}) returning id::float8 as id`,
  );
  station = await createStation(t, admin, { stationName: '报告 Dach', capacity: 5, timeZone: 'Europe/Berlin', latitude: 52.52, longitude: 13.405, deptId: Dept.solarTech, owner });
  // 31 days of October, 1.5 kWh more each day, plus its month roll-up as ingest books it; one alarm raised in the month and still open.
  let month = 0;
  for (let d = 1; d <= 31; d++) {
    const wh = 1037 + d * 1500;
    month += wh;
    await t.app.db.execute(sql`insert into iot_energy_station (station_id, period, period_start, energy_wh) values (${station}, 'd', ${`${MONTH}-${String(d).padStart(2, '0')}`}::date, ${wh})`);
  }
  await t.app.db.execute(sql`insert into iot_energy_station (station_id, period, period_start, energy_wh) values (${station}, 'm', ${`${MONTH}-01`}::date, ${month})`);
  await t.app.db.execute(sql`insert into iot_alarm_record (station_id, alarm_type, alarm_code, alarm_status, start_time) values (${station}, 'mi', 'notReporting', '0', '2025-10-15T10:00:00Z')`);
});
afterAll(() => t.close());

describe('monthly report', () => {
  it("is a PDF whose production is the detail's month, written the German way", async () => {
    const chart = (await t.call(admin, { url: `/cniotapi/iot/station/statisticsGenerateElectricityMonthData/${station}?date=${MONTH}` })).json().data;
    const res = await report('de-DE');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const shown = withUnit(chart.totalWh, ENERGY, (n, digits) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(n));
    expect(shown).toBe('776,15 kWh');
    expect(text).toContain(`Erzeugung: ${shown}`);
    expect(text).toContain('Bester Tag: 31.10.2025 · 47,54 kWh');
    expect(text).toContain('Schwächster Tag: 01.10.2025 · 2,54 kWh');
    expect(text).toContain('Alarme: 1 ausgelöst, 1 noch offen');
    expect(text).toContain('Verfügbarkeit: 100 %');
    expect(text).toMatch(/Performance Ratio: \d+ %/);
    expect(text).toContain('报告 Dach');
    expect(text).toContain('Verbrauch: Kein Zähler: der Verbrauch wird nicht gemessen');
    expect(text).toContain('Batterie: Keine Batterie');
  });

  it("holds the month's energy balance as the detail's balance tab reads it", async () => {
    // October as the meter and battery booked it: per day 10 kWh produced, 4 kWh exported, 3 kWh bought, 2 kWh charged, 1.5 kWh discharged.
    for (let d = 1; d <= 31; d++) {
      await t.app.db.execute(sql`insert into iot_energy_balance_day (station_id, day, pv_wh, import_wh, export_wh, charge_wh, discharge_wh)
        values (${station}, ${`${MONTH}-${String(d).padStart(2, '0')}`}::date, 10000, 3000, 4000, 2000, 1500)`);
    }
    const detail = (await t.call(admin, { url: `/cniotapi/iot/station/energyBalanceMonth/${station}?date=${MONTH}` })).json().data;
    const kwh = (v: number) => withUnit(v * 1000, ENERGY, (n, digits) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(n));
    // The PDF's text comes back with plain spaces where Intl writes a no-break space before %.
    const pct = (r: number) => new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 }).format(r).replace(/\u00a0/g, ' ');
    expect(detail.totals).toMatchObject({ consumption: 263.5, gridImport: 93, gridExport: 124, batteryCharge: 62, batteryDischarge: 46.5, selfConsumption: 186 });
    const text = await pdfText((await report('de-DE')).rawPayload);
    expect(text).toContain(`Verbrauch: ${kwh(detail.totals.consumption)}`);
    expect(text).toContain(`Netzbezug: ${kwh(detail.totals.gridImport)}`);
    expect(text).toContain(`Netzeinspeisung: ${kwh(detail.totals.gridExport)}`);
    expect(text).toContain(`Eigenverbrauch: ${kwh(detail.totals.selfConsumption)} · ${pct(detail.totals.selfConsumptionRate)}`);
    expect(text).toContain(`Autarkiegrad: ${pct(detail.totals.selfSufficiencyRate)}`);
    expect(text).toContain(`Batterie: ${kwh(detail.totals.batteryCharge)} geladen, ${kwh(detail.totals.batteryDischarge)} entladen`);
  });

  it("speaks the reader's language, Chinese and Polish glyphs included", async () => {
    expect(await pdfText((await report('zh-CN')).rawPayload)).toContain('发电量: 776.15 kWh');
    expect(await pdfText((await report('pl-PL')).rawPayload)).toContain('Najsłabszy dzień');
    expect((await report('en-US', '2025-13')).json().msg).toContain('valid date');
  });

  it('is mailed on the first of the month to the owner and the installer, each in their language, once, and recorded', async () => {
    const before = fs.existsSync(path.join(t.config.dataDir, 'outbox')) ? fs.readdirSync(path.join(t.config.dataDir, 'outbox')).length : 0;
    expect(await sendMonthlyReports(t.app.db, t.config, Date.UTC(2025, 9, 31, 12))).toBe(0);
    const sent = await sendMonthlyReports(t.app.db, t.config, FIRST_OF_NEXT);
    expect(sent).toBeGreaterThanOrEqual(2);
    const records = await rowsOf<{ email: string; title: string; type: string; user: number | null }>(
      t.app.db,
      sql`select email, mail_title as title, mail_type as type, user_id::float8 as user from iot_mail_record where create_by = 'stationMonthlyReport' and mail_title like ${'报告 Dach%'} order by email`,
    );
    expect(records).toEqual([
      { email: 'info@solartech-de.example', title: '报告 Dach: Bericht für 2025-10', type: '6', user: null },
      { email: 'owner@report.example', title: '报告 Dach: raport za 2025-10', type: '6', user: owner },
    ]);
    const outbox = fs.readdirSync(path.join(t.config.dataDir, 'outbox'));
    expect(outbox.length - before).toBe(sent);
    const letter = outbox.map((f) => fs.readFileSync(path.join(t.config.dataDir, 'outbox', f), 'utf8')).find((m) => m.includes('owner@report.example'));
    expect(letter).toMatch(/Attachment: 报告 Dach_2025-10\.pdf \(\d+ bytes\)/);
    expect(await sendMonthlyReports(t.app.db, t.config, FIRST_OF_NEXT + 3_600_000)).toBe(0);
  });
});
