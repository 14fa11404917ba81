import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/errors.ts';
import { readSheet } from '../../src/lib/xlsx.ts';
import { checkZip } from '../../src/lib/zip-limits.ts';
import { bombWorkbook, smallWorkbook } from './zip-bomb.ts';

const LIMITS = { maxUnpackedBytes: 32 * 1024 * 1024, maxEntries: 100 };

describe('a workbook is measured before it is unpacked', { timeout: 60_000 }, () => {
  it('reads an honest workbook', async () => {
    const book = await smallWorkbook();
    expect(await checkZip(book, LIMITS)).toMatchObject({ ok: true });
    expect(await readSheet(book, 10)).toEqual({ rows: [{ row: 1, cells: ['20250101000001'] }] });
  });

  it('refuses a bomb by the sizes its directory declares, without unpacking it', async () => {
    const bomb = await bombWorkbook(200);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect(await checkZip(bomb, LIMITS)).toEqual({ ok: false, reason: 'tooLarge' });
    expect(performance.now() - started).toBeLessThan(100);
    const refused = await readSheet(bomb, 10).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400, key: 'upload.unpackedTooLarge', params: { mb: 32 } });
  });

  it('refuses a bomb whose directory lies about its size, stopping at the size it claims', async () => {
    const liar = await bombWorkbook(100, { lie: true });
    expect(await checkZip(liar, LIMITS)).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('calls cut-off or foreign bytes unreadable', async () => {
    const book = await smallWorkbook();
    expect(await checkZip(book.subarray(0, book.length - 30), LIMITS)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await checkZip(Buffer.from('not a zip at all, just some text that is long enough'), LIMITS)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await readSheet(Buffer.from('PK nonsense'), 10)).toEqual({ error: 'unreadable' });
  });
});
