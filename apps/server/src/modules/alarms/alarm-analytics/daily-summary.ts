import { sql } from 'drizzle-orm';
import { AlarmStatus } from '@cniot/contract/devices/device-enums';
import { translate } from '@cniot/contract/i18n';
import { rowsOf, type Db } from '../../../db/client.ts';
import { sendMail, type MailConfig } from '../../system/auth/mail.ts';
import { noticeable, subscribers } from './subscribers.ts';

const DAY_MS = 86_400_000;

/**
 * The morning mail (`alarmDailySummary`, once a day): per subscriber who wants
 * it, the alarms raised in the 24 hours before `now` in their scope and at
 * their level, per station with how many are still open. Nothing new, no mail.
 */
export async function sendDailySummaries(db: Db, mail: MailConfig, now = new Date()): Promise<number> {
  let sent = 0;
  for (const s of await subscribers(db)) {
    if (!s.dailySummary || !s.email) continue;
    const rows = await rowsOf<{ station: string | null; count: number; open: number }>(
      db,
      sql`select st.station_name as station, count(*)::int as count, count(*) filter (where iot_alarm_record.alarm_status = ${AlarmStatus.active})::int as open
          from iot_alarm_record left join iot_station st on st.id = iot_alarm_record.station_id
          where iot_alarm_record.start_time > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz
            and iot_alarm_record.start_time <= ${now.toISOString()}::timestamptz and ${noticeable(s)}
          group by st.station_name order by count(*) desc, st.station_name`,
    );
    const total = rows.reduce((n, r) => n + r.count, 0);
    if (!total) continue;
    const lines = rows.map((r) => translate(s.lang, 'alarmNotice.dailyLine', { station: r.station ?? translate(s.lang, 'alarmNotice.noStation'), count: r.count, open: r.open }));
    const content = [translate(s.lang, 'alarmNotice.dailyIntro'), '', ...lines, '', translate(s.lang, 'alarmNotice.footer', { level: s.minLevel })].join('\n');
    await sendMail(db, mail, {
      userId: s.userId,
      email: s.email,
      title: translate(s.lang, 'alarmNotice.dailyTitle', { count: total }),
      content,
      mailType: 'AlarmNotice',
      createBy: 'alarmDailySummary',
    });
    sent++;
  }
  return sent;
}
