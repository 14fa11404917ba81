import { describe, expect, it } from 'vitest';
import { codeMessage, createRepeatGuard, toQueryString, transportMessage } from '../../../src/lib/request/rules.ts';

describe('toQueryString', () => {
  it('skips null, empty and undefined values', () => {
    expect(toQueryString({ a: 1, b: null, c: '', d: undefined, e: 'x y', f: 0, g: false })).toBe('a=1&e=x%20y&f=0&g=false');
  });

  it('writes nested objects as name[key] and joins arrays', () => {
    expect(toQueryString({ params: { beginTime: '2026-01-01', endTime: '' }, ids: [1, 2] })).toBe('params%5BbeginTime%5D=2026-01-01&ids=1%2C2');
  });
});

describe('codeMessage', () => {
  it('uses the status texts of §8 for 401/403/404 over the body message', () => {
    expect(codeMessage(401, 'x')).toBe('Authentication failed, cannot access system resources');
    expect(codeMessage(403, 'x')).toBe('No permission for current operation');
    expect(codeMessage(404, 'x')).toBe('Resource does not exist');
  });

  it('otherwise the body message, else the default', () => {
    expect(codeMessage(500, 'Name taken')).toBe('Name taken');
    expect(codeMessage(500, '')).toBe('Unknown system error, please report to administrator');
  });
});

describe('transportMessage', () => {
  it('names network errors, time-outs and bare HTTP statuses', () => {
    expect(transportMessage({ message: 'Network Error', code: 'ERR_NETWORK' })).toBe('Abnormal backend interface connection');
    expect(transportMessage({ message: 'timeout of 20000ms exceeded', code: 'ECONNABORTED' })).toBe('System interface request timed out');
    expect(transportMessage({ message: 'Request failed with status code 502', response: { status: 502 } as never })).toBe('system interface 502 abnormal');
  });
});

describe('createRepeatGuard', () => {
  it('refuses the same URL and body within 1000 ms, not after', () => {
    let now = 0;
    const isRepeat = createRepeatGuard(1000, () => now);
    expect(isRepeat('/x', { a: 1 })).toBe(false);
    now = 999;
    expect(isRepeat('/x', { a: 1 })).toBe(true);
    expect(isRepeat('/x', { a: 2 })).toBe(false);
    expect(isRepeat('/y', { a: 2 })).toBe(false);
    now = 2500;
    expect(isRepeat('/y', { a: 2 })).toBe(false);
  });
});
