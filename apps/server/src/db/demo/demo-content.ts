import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../client.ts';

/** Two owners of the demo dealers' organizations, so feedback has authors and replies have someone to reach. */
const OWNERS = [
  { nickname: 'Jonas Weber', phone: '+4915100000001', mailbox: 'jonas.weber@example.com', deptId: 104 },
  { nickname: 'Anna Kowalska', phone: '+48500000001', mailbox: 'anna.kowalska@example.com', deptId: 105 },
] as const;

async function ownerId(db: Db, o: (typeof OWNERS)[number]): Promise<number> {
  const [found] = await rowsOf<{ id: number }>(db, sql`select id from app_user where phone = ${o.phone} and del_flag = '0'`);
  if (found) return Number(found.id);
  const [made] = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into app_user (nickname, phone, mailbox, dept_id, source, create_by) values (${o.nickname}, ${o.phone}, ${o.mailbox}, ${o.deptId}, '0', 'demo') returning id`,
  );
  return Number(made.id);
}

/**
 * The service content of the demo, once: feedback waiting for a reply, a
 * message to everyone, a release of the client app, and a sent and a failed
 * mail to resend. Later starts leave it as it was left.
 */
export async function seedDemoContent(db: Db): Promise<void> {
  const [seeded] = await rowsOf(db, sql`select 1 from app_feedback where create_by = 'demo' limit 1`);
  if (seeded) return;
  const [jonas, anna] = [await ownerId(db, OWNERS[0]), await ownerId(db, OWNERS[1])];
  await db.execute(sql`
    insert into app_feedback (user_id, dept_id, feedback_source, feedback_type, problem_list, describes, create_by, create_time) values
      (${jonas}, 104, '0', '0', '1,3', 'The app stops when I open the power curve of my plant.', 'demo', now() - interval '2 days'),
      (${anna}, 105, '0', '1', '', 'Please show the daily yield in the widget.', 'demo', now() - interval '5 hours'),
      (${jonas}, 104, '0', '2', '', 'Setting up the inverter was easy, thank you!', 'demo', now() - interval '1 hour')`);
  await db.execute(sql`
    insert into app_message (message_source, message_type, message_title, message_content, recipient_type, dept_id, create_by) values
      ('1', '1', 'Welcome to the CNIoT app', '<p>Your plant''s live values now refresh every minute.</p>', '0', 100, 'demo')`);
  await db.execute(sql`
    insert into app_version (app_type, language, android_version, android_url, ios_version, ios_url, upgrade_info, create_by) values
      ('0', 'en_US', '2.4.0', 'https://downloads.cniot.example/client-2.4.0.apk', '2.4.0', 'https://apps.apple.com/app/id000000000', 'Faster power curves and a dark mode.', 'demo')`);
  // The dealer's welcome mail failed: something to resend.
  await db.execute(sql`
    insert into iot_mail_record (user_id, email, mail_title, content, mail_type, status, create_by, create_time)
    select user_id, email, 'Welcome to CNIoT', 'Your account ' || user_name || ' is ready.', '0', case user_name when 'dealer' then '1' else '0' end, 'demo', now() - interval '3 hours'
    from sys_user where user_name in ('operator', 'dealer') order by user_id`);
}
