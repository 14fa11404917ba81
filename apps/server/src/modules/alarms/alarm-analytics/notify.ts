import { sql } from 'drizzle-orm';
import { translate } from '@cniot/contract/i18n';
import { rowsOf, type Db } from '../../../db/client.ts';
import { sendMail, type MailConfig } from '../../system/auth/mail.ts';
import { noticeAlarms, noticeLine } from './notice-text.ts';
import { noticeable, subscribers, type Subscriber } from './subscribers.ts';

/** A station's digest goes out at most this often per user; what comes in between waits for the next one. */
export const DIGEST_EVERY_MS = 3_600_000;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** New alarms the subscriber may see become their alarm messages (once each; a shelved alarm once its shelving is over). */
async function writeMessages(db: Db, s: Subscriber, now: Date): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into iot_alarm_message (user_id, alarm_id, station_id, create_time)
        select ${s.userId}, iot_alarm_record.id, iot_alarm_record.station_id, ${at(now)}
        from iot_alarm_record
        where iot_alarm_record.start_time >= ${at(s.since)} and iot_alarm_record.start_time <= ${at(now)}
          and (iot_alarm_record.shelved_until is null or iot_alarm_record.shelved_until <= ${at(now)}) and ${noticeable(s)}
        on conflict (user_id, alarm_id) do nothing
        returning id`,
  );
  return rows.length;
}

/**
 * The digests due for a subscriber: per station with messages not mailed yet
 * and no digest in the last hour, one mail listing them. The hour's slot is
 * claimed by a conditional upsert before the mail goes out, so a second run
 * (or node) finds it taken and sends nothing.
 */
async function sendDigests(db: Db, mail: MailConfig, s: Subscriber, now: Date): Promise<number> {
  const hourAgo = at(new Date(now.getTime() - DIGEST_EVERY_MS));
  const due = await rowsOf<{ station: number; ids: number[] | string }>(
    db,
    sql`select coalesce(m.station_id, 0)::float8 as station, json_agg(m.alarm_id::float8 order by m.alarm_id) as ids
        from iot_alarm_message m
        left join iot_alarm_mail_slot sl on sl.user_id = m.user_id and sl.station_id = coalesce(m.station_id, 0)
        where m.user_id = ${s.userId} and m.mailed = '0' and (sl.sent_at is null or sl.sent_at <= ${hourAgo})
        group by 1 order by 1`,
  );
  let sent = 0;
  for (const d of due) {
    const ids = (typeof d.ids === 'string' ? JSON.parse(d.ids) : d.ids) as number[];
    const claimed = await rowsOf<{ ok: number }>(
      db,
      sql`insert into iot_alarm_mail_slot (user_id, station_id, sent_at) values (${s.userId}, ${d.station}, ${at(now)})
          on conflict (user_id, station_id) do update set sent_at = excluded.sent_at where iot_alarm_mail_slot.sent_at <= ${hourAgo}
          returning 1 as ok`,
    );
    if (!claimed.length) continue;
    await db.execute(sql`update iot_alarm_message set mailed = '1'
      where user_id = ${s.userId} and alarm_id in (select json_array_elements_text(${JSON.stringify(ids)})::int8)`);
    const alarms = await noticeAlarms(db, ids, s.lang);
    const station = alarms[0]?.stationName ?? translate(s.lang, 'alarmNotice.noStation');
    const content = [
      translate(s.lang, 'alarmNotice.digestIntro', { station }),
      '',
      ...alarms.map((a) => noticeLine(a, s.lang)),
      '',
      translate(s.lang, 'alarmNotice.footer', { level: s.minLevel }),
    ].join('\n');
    const title = translate(s.lang, 'alarmNotice.digestTitle', { station, count: alarms.length });
    await sendMail(db, mail, { userId: s.userId, email: s.email, title, content, mailType: 'AlarmNotice', createBy: 'alarmNotify' });
    sent++;
  }
  return sent;
}

/** One run of the notices at `now`: messages for every subscriber, digests for those who want mail. */
export async function notifyAlarms(db: Db, mail: MailConfig, now = new Date()): Promise<{ messages: number; mails: number }> {
  let messages = 0;
  let mails = 0;
  for (const s of await subscribers(db)) {
    messages += await writeMessages(db, s, now);
    if (s.byMail && s.email) mails += await sendDigests(db, mail, s, now);
  }
  return { messages, mails };
}
