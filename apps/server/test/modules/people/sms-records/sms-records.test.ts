import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../../../src/modules/system/auth/outbox.ts';
import { installSmsProvider, outboxSms, sendSms, smsProvider } from '../../../../src/modules/system/auth/sms-provider.ts';
import { signedInApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, json, Role, userWithRoles } from '../../system/helpers.ts';

let t: TestApp, admin: string;
const url = '/cniotapi/biz/smsRecord';
const text = (phone: string, userId: number | null = null) => ({ phone, content: 'Your code is 123456', recorded: 'Your code is ******', userId, appSource: 'console', sendType: 'login' });

beforeAll(async () => ({ t, admin } = await signedInApp()));
afterAll(() => {
  installSmsProvider(outboxSms);
  return t.close();
});

describe('SMS records', () => {
  it('records what the built-in recording adapter sent, the code masked', async () => {
    expect(smsProvider()).toBe(outboxSms);
    expect(await sendSms(t.app.db, outboxDir(t.config), text('+4915112345678'))).toBe('');
    const { rows } = (await json(t, admin, { url: `${url}/list` })).body;
    expect(rows[0]).toMatchObject({ phone: '+4915112345678', content: 'Your code is ******', status: '0', failureReason: '', sendType: 'login', appType: '' });
  });

  it('sends through an installed gateway adapter and records its refusal', async () => {
    const sent: string[] = [];
    installSmsProvider({
      name: 'test-gateway',
      send: async (m) => {
        if (m.phone.endsWith('0')) throw new Error('Number blocked by the carrier');
        sent.push(m.content);
      },
    });
    expect(await sendSms(t.app.db, outboxDir(t.config), text('+48500100200'))).toBe('Number blocked by the carrier');
    expect(await sendSms(t.app.db, outboxDir(t.config), text('+48500100201'))).toBe('');
    expect(sent).toEqual(['Your code is 123456']);
    const failed = (await json(t, admin, { url: `${url}/list?status=1` })).body.rows;
    expect(failed.map((r: { phone: string; failureReason: string }) => [r.phone, r.failureReason])).toEqual([['+48500100200', 'Number blocked by the carrier']]);
    installSmsProvider(outboxSms);
  });

  it('filters, and shows a system user placed in a dealer only the texts of its own users', async () => {
    expect((await json(t, admin, { url: `${url}/list?phone=48500` })).body.total).toBe(2);
    expect((await json(t, admin, { url: `${url}/list?sendType=register` })).body.total).toBe(0);
    const placed = await userWithRoles(t, 'smsPlaced', [Role.sysUser], Dept.sunline);
    const colleague = await userWithRoles(t, 'smsColleague', [], Dept.sunline);
    await sendSms(t.app.db, outboxDir(t.config), text('+48600700800', colleague.userId));
    expect((await json(t, placed.token, { url: `${url}/list` })).body.rows.map((r: { phone: string }) => r.phone)).toEqual(['+48600700800']);
    expect((await json(t, placed.token, { method: 'DELETE', url: `${url}/1` })).status).toBe(404);
  });
});
