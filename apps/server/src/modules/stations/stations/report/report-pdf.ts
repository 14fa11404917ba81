import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '@cniot/contract/constants';
import { translate } from '@cniot/contract/i18n';
import { ENERGY, withUnit } from '@cniot/contract/unit-format';
import type { ReportData } from './report-data.ts';

/**
 * The monthly report as a PDF (pdfkit, in the server: no browser). Text is
 * set in Noto Sans, or in Noto Sans SC where Noto Sans lacks a glyph
 * (Chinese); Noto Sans SC lacks Polish letters, so neither alone would do.
 * Only the glyphs used are embedded: a report stays a few tens of kB.
 */

const require = createRequire(import.meta.url);
let fonts: { latin: Buffer; cjk: Buffer } | undefined;
/** Read once, when the first report is made: the CJK font is 10 MB. */
const fontFiles = () =>
  (fonts ??= {
    latin: readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    cjk: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
  });

/** Anything outside Latin, Greek, Cyrillic and general punctuation goes to the CJK font. */
const needsCjk = (text: string) => /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u.test(text);

export function reportFormat(lang: Language) {
  const locale = lang.replace('_', '-');
  const number = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  return {
    energy: (wh: number) => withUnit(wh, ENERGY, number),
    percent: (r: number | null) => (r === null ? translate(lang, 'stationReport.notComputable') : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(r)),
    number,
    date: (d: string) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(`${d}T00:00:00Z`)),
  };
}

type Texts = (key: string, params?: Record<string, unknown>) => string;

/** Consumption, grid and self-consumption where a meter measures them, the battery where there is one (kWh in the balance, Wh in the formatter). */
function balanceLines(b: ReportData['balance'], f: ReturnType<typeof reportFormat>, t: Texts, line: (label: string, value: string) => void) {
  const energy = (kwh: number | null) => (kwh === null ? t('notComputable') : f.energy(kwh * 1000));
  if (b.consumption === null) line(t('consumption'), t('noMeter'));
  else {
    line(t('consumption'), energy(b.consumption));
    line(t('gridImport'), energy(b.gridImport));
    line(t('gridExport'), energy(b.gridExport));
    line(t('selfConsumption'), `${energy(b.selfConsumption)} · ${f.percent(b.selfConsumptionRate)}`);
    line(t('selfSufficiency'), f.percent(b.selfSufficiencyRate));
  }
  line(t('battery'), b.batteryCharge === null ? t('noBattery') : t('batteryFlows', { charge: energy(b.batteryCharge), discharge: energy(b.batteryDischarge) }));
}

export function reportPdf(data: ReportData, lang: Language): Promise<Buffer> {
  const f = reportFormat(lang);
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, `stationReport.${key}`, params);
  const p = data.performance;
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${data.station.stationName} ${t('title', { month: p.month })}` } });
  const { latin, cjk } = fontFiles();
  doc.registerFont('latin', latin);
  doc.registerFont('cjk', cjk);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const write = (text: string, size = 10, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font(needsCjk(text) ? 'cjk' : 'latin')
      .fontSize(size)
      .text(text, options);
  const line = (label: string, value: string) => write(`${label}: ${value}`);

  write(data.station.stationName, 18);
  write(t('title', { month: p.month }), 13);
  doc.moveDown();
  line(t('capacity'), `${f.number(data.station.capacity, 2)} kWp`);
  line(t('timeZone'), data.station.timeZone);
  doc.moveDown();
  line(t('production'), f.energy(p.energyWh));
  line(t('specificYield'), data.station.capacity > 0 ? `${f.number(p.energyWh / 1000 / data.station.capacity, 2)} kWh/kWp` : t('notComputable'));
  line(t('expected'), p.expectedWh === null ? t('notComputable') : f.energy(p.expectedWh));
  line(t('performanceRatio'), f.percent(p.ratio));
  balanceLines(data.balance, f, t, line);
  if (data.best) line(t('bestDay'), `${f.date(data.best.date)} · ${f.energy(data.best.energyWh)}`);
  if (data.worst) line(t('worstDay'), `${f.date(data.worst.date)} · ${f.energy(data.worst.energyWh)}`);
  line(t('availability'), f.percent(data.availability));
  line(t('alarms'), t('alarmCount', { count: data.alarms.raised, open: data.alarms.open }));
  doc.moveDown();
  write(t('days'), 12);
  for (const d of p.days) line(f.date(d.date), `${f.energy(d.energyWh)} · ${t('performanceRatio')} ${f.percent(d.ratio)}`);
  doc.end();
  return done;
}
