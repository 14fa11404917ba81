import { sql, type SQL } from 'drizzle-orm';
import { ALL_PERMISSION } from '@cniot/contract/constants';
import type { Language } from '@cniot/contract/constants';
import { languageOfCountry } from '@cniot/contract/language';
import { rowsOf, type Db } from '../../../db/client.ts';
import { iotAlarmRecord } from '../../../db/schema/alarms.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { userGrants } from '../../../lib/session.ts';

/** Who may subscribe: whoever sees the current alarms. */
export const NOTIFY_PERMISSION = 'iot:alarm:list';

export interface Subscriber {
  userId: number;
  userName: string;
  email: string;
  minLevel: string;
  byMail: boolean;
  dailySummary: boolean;
  since: Date;
  lang: Language;
  /** The user's data scope over iot_alarm_record (undefined: everything). */
  scope: SQL | undefined;
}

/**
 * The users with notices on, as they are now: an account disabled or deleted,
 * or a role that no longer lets them see alarms, gets nothing; a dealer's
 * scope is its own organization and below, as on its screens.
 */
export async function subscribers(db: Db): Promise<Subscriber[]> {
  const rows = await rowsOf<{ user_id: number; user_name: string; email: string; min_level: string; by_mail: string; daily_summary: string; since: string; country: string | null }>(
    db,
    sql`select s.user_id::float8 as user_id, u.user_name, u.email, s.min_level, s.by_mail, s.daily_summary, s.since, d.country
        from iot_alarm_subscription s join sys_user u on u.user_id = s.user_id and u.status = '0' and u.del_flag = '0'
        left join sys_dept d on d.dept_id = u.dept_id order by s.user_id`,
  );
  const out: Subscriber[] = [];
  for (const r of rows) {
    const user = await userGrants(db, r.user_id);
    if (!user || !(user.permissions.includes(ALL_PERMISSION) || user.permissions.includes(NOTIFY_PERMISSION))) continue;
    out.push({
      userId: r.user_id,
      userName: r.user_name,
      email: r.email,
      minLevel: r.min_level,
      byMail: r.by_mail === '1',
      dailySummary: r.daily_summary === '1',
      since: new Date(r.since),
      lang: languageOfCountry(r.country),
      scope: dataScopeCondition(user, { dept: iotAlarmRecord.deptId, user: iotAlarmRecord.userId }),
    });
  }
  return out;
}

/** Records a subscriber is told about: in scope, at their level or more severe (never a shielded level 0). */
export const noticeable = (s: Subscriber): SQL => sql`iot_alarm_record.alarm_level between '1' and ${s.minLevel} ${s.scope ? sql`and ${s.scope}` : sql``}`;
