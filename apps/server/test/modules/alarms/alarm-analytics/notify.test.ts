import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { sendDailySummaries } from '../../../../src/modules/alarms/alarm-analytics/daily-summary.ts';
import { notifyAlarms } from '../../../../src/modules/alarms/alarm-analytics/notify.ts';
import { PlatformCode, raisePlatformAlarms } from '../../../../src/modules/alarms/alarm-analytics/platform-alarms.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { Dept, Role, userWithRoles } from '../../system/helpers.ts';
import { plant } from './helpers.ts';

let t: TestApp;
let dealer: string;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  const d = await userWithRoles(t, 'notice-dealer', [Role.agencyUser], Dept.solarTech);
  const o = await userWithRoles(t, 'notice-operator', [Role.sysUser], Dept.root);
  await t.app.db.execute(sql`update sys_user set email = case user_id when ${d.userId} then 'dealer@solartech-de.example' else 'operator@cniot.example' end
    where user_id in (${d.userId}, ${o.userId})`);
  ({ token: dealer } = d);
  ({ token: operator } = o);
});
afterAll(() => t.close());

const put = (token: string, url: string, payload: unknown, lang = 'en_US') =>
  t.call(token, { method: 'PUT', url: `/cniotapi${url}`, payload: payload as Record<string, unknown>, headers: { 'Lang-Type': lang } });
const get = (token: string, url: string) => t.call(token, { method: 'GET', url: `/cniotapi${url}` });
const minutes = (base: Date, m: number) => new Date(base.getTime() + m * 60_000);

function mailsTo(email: string) {
  return rowsOf<{ title: string; content: string; type: string }>(t.app.db, sql`select mail_title as title, content, mail_type as type from iot_mail_record where email = ${email} order by id`);
}

describe('alarm notices', () => {
  it('keeps the setting per user, refuses a bad level in the caller language', async () => {
    expect((await get(dealer, '/iot/alarmNotify/setting')).json().data).toEqual({ enabled: false, minLevel: '2', byMail: true, dailySummary: true });
    const bad = await put(dealer, '/iot/alarmNotify/setting', { enabled: true, minLevel: '9' }, 'de_DE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('Alarmstufe');
    expect((await get(dealer, '/iot/alarmNotify/messages')).json()).toMatchObject({ code: 200, total: 0 });
    expect((await t.call(null, { method: 'GET', url: '/cniotapi/iot/alarmNotify/setting' })).statusCode).toBe(401);
  });

  it('messages each alarm at the chosen level, mails one digest per station and hour, dealers their own fleet only', async () => {
    expect((await put(dealer, '/iot/alarmNotify/setting', { enabled: true, minLevel: '2', byMail: true, dailySummary: true })).json().code).toBe(200);
    expect((await put(operator, '/iot/alarmNotify/setting', { enabled: true, minLevel: '3', byMail: true, dailySummary: true })).json().code).toBe(200);
    // The dealer (SolarTech, 103) sees its installation team's plant (104), not Sunline's (105).
    const own = await plant(t.app.db, { inverters: 3, deptId: 104 });
    const other = await plant(t.app.db, { inverters: 3, deptId: 105 });
    const start = new Date(Date.now() + 1000);
    const silent = (p: typeof own, i: number) => ({ stationId: p.stationId, deviceType: 'wn', deviceId: p.wnIds[i], part: 'platform', detail: {} });
    await raisePlatformAlarms(t.app.db, PlatformCode.notReporting, [silent(own, 0), silent(other, 0)], start);
    await raisePlatformAlarms(
      t.app.db,
      PlatformCode.underperformance,
      [{ stationId: own.stationId, deviceType: 'wn', deviceId: own.wnIds[1], part: 'pv2', detail: { day: '2024-06-20', energyWh: 960, expectedWh: 2400, ratio: 0.4 } }],
      start,
    );

    await notifyAlarms(t.app.db, t.config, minutes(start, 1));
    // Level 2 for the dealer: not reporting (2) yes, underperformance (3) no; the other dealer's plant not at all.
    const dealerMails = await mailsTo('dealer@solartech-de.example');
    expect(dealerMails).toHaveLength(1);
    expect(dealerMails[0]).toMatchObject({ type: '5' });
    // Mails are written in the language of the organization's country: SolarTech is German, the platform Chinese.
    expect(dealerMails[0].title).toMatch(/: 1 neue Alarme$/);
    expect(dealerMails[0].content).toContain(own.wnIds[0]);
    const operatorMails = await mailsTo('operator@cniot.example');
    expect(operatorMails).toHaveLength(2);
    expect(operatorMails.map((m) => m.title).join()).toMatch(/2 条新告警/);
    expect(operatorMails.find((m) => m.content.includes(own.wnIds[1]))?.content).toContain('2024-06-20 发电 0.96 kWh，同站参照应为 2.40 kWh（40 %）');

    // Within the hour a new alarm is a message at once, but its mail waits.
    await raisePlatformAlarms(t.app.db, PlatformCode.notReporting, [silent(own, 2)], minutes(start, 10));
    await notifyAlarms(t.app.db, t.config, minutes(start, 11));
    await notifyAlarms(t.app.db, t.config, minutes(start, 40));
    expect(await mailsTo('dealer@solartech-de.example')).toHaveLength(1);
    const inbox = (await get(dealer, '/iot/alarmNotify/messages')).json();
    expect(inbox.total).toBe(2);
    expect(inbox.rows.map((r: { deviceId: string }) => r.deviceId).sort()).toEqual([own.wnIds[0], own.wnIds[2]].sort());
    // The inbox speaks the caller's language (here the default, English).
    expect(inbox.rows[0]).toMatchObject({ alarmName: 'Not reporting', alarmLevel: '2', read: false });

    // An hour after the first digest the waiting alarm goes out, alone.
    await notifyAlarms(t.app.db, t.config, minutes(start, 62));
    const later = await mailsTo('dealer@solartech-de.example');
    expect(later).toHaveLength(2);
    expect(later[1].content).toContain(own.wnIds[2]);
    expect(later[1].content).not.toContain(own.wnIds[0]);
    await notifyAlarms(t.app.db, t.config, minutes(start, 63));
    expect(await mailsTo('dealer@solartech-de.example')).toHaveLength(2);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'outbox')).filter((f) => f.includes('AlarmNotice')).length).toBeGreaterThanOrEqual(4);

    // Read marks are the caller's own.
    const ids = inbox.rows.map((r: { id: number }) => r.id);
    expect((await put(dealer, '/iot/alarmNotify/read', { ids })).json().code).toBe(200);
    expect((await get(dealer, '/iot/alarmNotify/messages?unread=1')).json().total).toBe(0);

    // The morning summary counts the day's alarms per plant, in scope.
    await sendDailySummaries(t.app.db, t.config, minutes(start, 120));
    const summary = (await mailsTo('dealer@solartech-de.example')).at(-1)!;
    expect(summary.title).toBe('Alarmübersicht: 2 neue Alarme in den letzten 24 Stunden');
    expect(summary.content).toContain('2 neu, 2 noch offen');
    expect((await mailsTo('operator@cniot.example')).at(-1)!.title).toBe('告警汇总：过去 24 小时 4 条新告警');
  });

  it('stops when switched off', async () => {
    expect((await put(dealer, '/iot/alarmNotify/setting', { enabled: false })).json().code).toBe(200);
    expect((await get(dealer, '/iot/alarmNotify/setting')).json().data.enabled).toBe(false);
  });
});
