import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { sysOperLog } from '../../src/db/schema/system.ts';
import { redact } from '../../src/plugins/oper-log.ts';
import { signedInApp, type TestApp } from '../helpers/app.ts';

let t: TestApp, admin: string;
beforeAll(async () => ({ t, admin } = await signedInApp()));
afterAll(() => t.close());

const lastParam = async () => (await t.database.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1))[0]?.operParam ?? '';

describe('the operation log records what was sent', () => {
  it('writes the row for a deeply nested body, cut off at a depth', async () => {
    // As deep as a body may be (json-depth.ts refuses deeper ones before any route), far deeper than the log keeps.
    const body = `{"configName":"Deep","nested":${'{"a":'.repeat(60)}"bottom"${'}'.repeat(60)}}`;
    const res = await t.call(admin, { method: 'POST', url: '/cniotapi/system/config', headers: { 'content-type': 'application/json' }, payload: body });
    expect(res.statusCode).toBe(400);
    const param = await lastParam();
    expect(param).toContain('"configName":"Deep"');
    expect(param).toContain('[…]');
    expect(param).not.toContain('bottom');
  });

  it('shows which parameter changed and masks its value, and every key, secret, password or token', async () => {
    const res = await t.call(admin, {
      method: 'POST',
      url: '/cniotapi/system/config',
      payload: { configName: 'SMTP', configKey: 'mail.smtp.password', configValue: 'hunter2-smtp', remark: 'r' },
    });
    expect(res.json().code).toBe(200);
    const param = await lastParam();
    expect(param).toContain('"configKey":"mail.smtp.password"');
    expect(param).not.toContain('hunter2-smtp');
    expect(param).toContain('"configValue":"******"');
  });

  it('masks by field name at any depth', () => {
    expect(redact({ privateKey: 'k1', batteryKey: 'k2', roleKey: 'admin', items: [{ newPassword: 'p', apiToken: 't', clientSecret: 's', deviceCode: '20250101000001' }] })).toEqual({
      privateKey: '******',
      batteryKey: '******',
      roleKey: 'admin',
      items: [{ newPassword: '******', apiToken: '******', clientSecret: '******', deviceCode: '20250101000001' }],
    });
  });
});
