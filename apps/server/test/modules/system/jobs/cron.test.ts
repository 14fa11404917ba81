import { describe, expect, it } from 'vitest';
import { CronError, nextFire, parseCron } from '../../../../src/jobs/cron.ts';

const at = (s: string) => new Date(s);
const next = (expr: string, after: string) => nextFire(parseCron(expr), at(after));
const key = (expr: string) => {
  try {
    parseCron(expr);
    return 'ok';
  } catch (err) {
    return err instanceof CronError ? `${err.key} ${JSON.stringify(err.params)}` : 'other';
  }
};

describe('cron', () => {
  it('finds the next fire time (local time, whole minutes, strictly after)', () => {
    expect(next('*/15 * * * *', '2026-03-02T10:07:30')).toEqual(at('2026-03-02T10:15:00'));
    expect(next('*/15 * * * *', '2026-03-02T10:15:00')).toEqual(at('2026-03-02T10:30:00'));
    expect(next('30 3 * * *', '2026-03-02T04:00:00')).toEqual(at('2026-03-03T03:30:00'));
    expect(next('0 9 * * MON-FRI', '2026-03-07T12:00:00')).toEqual(at('2026-03-09T09:00:00'));
    expect(next('0 0 1 JAN,jul ?', '2026-03-02T00:00:00')).toEqual(at('2026-07-01T00:00:00'));
    expect(next('0 12 29 2 *', '2026-03-01T00:00:00')).toEqual(at('2028-02-29T12:00:00'));
    expect(next('5-10/5 8 * * 7', '2026-03-02T00:00:00')).toEqual(at('2026-03-08T08:05:00'));
  });

  it('fires on either restricted day field, as Vixie cron does', () => {
    // The 13th or any Friday.
    expect(next('0 0 13 * 5', '2026-03-01T00:00:00')).toEqual(at('2026-03-06T00:00:00'));
    expect(next('0 0 13 * 5', '2026-03-10T00:00:00')).toEqual(at('2026-03-13T00:00:00'));
  });

  it('explains what is wrong', () => {
    expect(key('0 3 * *')).toBe('job.cronFields {}');
    expect(key('0 0 0 3 * * *')).toBe('job.cronFields {}');
    expect(key('60 * * * *')).toBe('job.cronValue {"value":"60","field":"minute","min":0,"max":59}');
    expect(key('* 24 * * *')).toMatch(/"field":"hour"/);
    expect(key('* * * FOO *')).toMatch(/"value":"FOO","field":"month"/);
    expect(key('*/0 * * * *')).toMatch(/"value":"\*\/0"/);
    expect(key('10-5 * * * *')).toMatch(/"value":"10-5"/);
    expect(key('0 0 30 2 *')).toBe('job.cronNever {}');
    expect(key('rm -rf / now')).toMatch(/job.cron/);
    expect(key('0 3 * * *')).toBe('ok');
  });
});
