import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** Exports whose rows are bounded another way, and why. */
const BOUNDED: Record<string, string> = {
  'modules/devices/device-code/batch-detail.ts': 'one batch: at most 1000 generated or 5000 imported codes',
  'modules/grid-firmware/grid-profiles/settings.ts': "one inverter's settings: a row per setting it was asked to take or reported",
  'modules/grid-firmware/grid-profiles/routes.ts': "one push's report: a row per device the push addressed, already held in memory for the JSON answer",
};

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

/** Issue 13, finding 9: a spreadsheet export reads at most EXPORT_LIMIT rows (+1 to say it was cut), never a whole table. */
describe('exports', () => {
  it('every file writing a spreadsheet limits its query with EXPORT_LIMIT or is a known bounded one', () => {
    const writers = sources(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((rel) => rel !== 'lib/xlsx.ts' && fs.readFileSync(path.join(SRC, rel), 'utf8').includes('sendXlsx('));
    expect(writers.length).toBeGreaterThan(2);
    const unbounded = writers.filter((rel) => !BOUNDED[rel] && !/\.limit\(EXPORT_LIMIT \+ 1\)|limit \$\{EXPORT_LIMIT \+ 1\}/.test(fs.readFileSync(path.join(SRC, rel), 'utf8')));
    expect(unbounded).toEqual([]);
  });
});
