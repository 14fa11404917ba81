import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../src/db/client.ts';

/** An app user of an organization, as the people screens keep them. */
export async function appUserIn(db: Db, nickname: string, deptId: number | null): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`insert into app_user (nickname, dept_id) values (${nickname}, ${deptId}) returning id`);
  return Number(row.id);
}

/** Feedback as the apps write it. */
export async function feedbackFrom(
  db: Db,
  userId: number | null,
  deptId: number | null,
  fields: { describes?: string; source?: string; type?: string; problems?: string; images?: string } = {},
): Promise<number> {
  const [row] = await rowsOf<{ feedback_id: number }>(
    db,
    sql`insert into app_feedback (user_id, dept_id, feedback_source, feedback_type, problem_list, describes, images)
        values (${userId}, ${deptId}, ${fields.source ?? '0'}, ${fields.type ?? '0'}, ${fields.problems ?? ''}, ${fields.describes ?? 'It crashes'}, ${fields.images ?? ''})
        returning feedback_id`,
  );
  return Number(row.feedback_id);
}
