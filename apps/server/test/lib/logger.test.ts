import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../../src/db/client.ts';
import { registerJobHandler } from '../../src/jobs/handlers.ts';
import { createScheduler } from '../../src/jobs/scheduler.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const SECRET = 'device-key-9b1f44e07c';
const lines: string[] = [];
let t: TestApp;

registerJobHandler({
  name: 'testLeakyQuery',
  description: 'Fails a query that carries a secret parameter',
  args: z.undefined(),
  run: async (app) => void (await app.db.execute(sql`select ${SECRET}::int`)),
});

/** The error a query with `SECRET` as a parameter throws. */
async function failing(query: ReturnType<typeof sql>): Promise<unknown> {
  return t.app.db.execute(query).then(
    () => expect.unreachable('the query should fail'),
    (err: unknown) => err,
  );
}

const logged = (msg: string) => lines.map((l) => JSON.parse(l)).find((l) => l.msg === msg);

beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
  t = await createTestApp({}, { logger: { level: 'info', stream } });
  await t.app.db.execute(sql`update sys_job set status = '1'`);
  await t.app.db.execute(sql`create table leak_probe (k text primary key)`);
});
afterAll(() => t.close());

describe('the server log', () => {
  it('keeps a failing query by its SQL state and statement, its parameters out, however the error is logged', async () => {
    const badValue = await failing(sql`select ${SECRET}::int`);
    await t.app.db.execute(sql`insert into leak_probe values (${SECRET})`);
    const duplicate = await failing(sql`insert into leak_probe values (${SECRET})`);
    t.app.log.error({ err: badValue }, 'bad value');
    t.app.log.error({ err: duplicate, meterId: 'm1' }, 'duplicate');
    t.app.log.error({ err: new Error('meter state not updated', { cause: badValue }) }, 'wrapped');
    t.app.log.warn({ error: duplicate }, 'under error');

    expect(logged('bad value').err).toMatchObject({ sqlState: '22P02', message: 'invalid input syntax for type integer: "…"', query: 'select $1::int' });
    expect(logged('duplicate').err).toMatchObject({ sqlState: '23505', message: expect.stringContaining('constraint "leak_probe_pkey"') });
    expect(logged('wrapped').err).toMatchObject({ message: 'meter state not updated', cause: { sqlState: '22P02', query: 'select $1::int' } });
    expect(logged('under error').error.sqlState).toBe('23505');
    expect(lines.join('')).not.toContain(SECRET);
  });

  it('keeps credentials of an address and secret-named fields out', () => {
    t.app.log.error({ err: new Error('connect ECONNREFUSED smtp://mailer:hunter2-pass@mail.example.com:25') }, 'mail');
    t.app.log.info({ body: { userName: 'a', password: 'hunter2-pass' }, deviceKey: 'hunter2-pass' }, 'fields');
    expect(logged('mail').err.message).toBe('connect ECONNREFUSED smtp://…@mail.example.com:25');
    expect(logged('fields').body.userName).toBe('a');
    expect(lines.join('')).not.toContain('hunter2');
  });

  it('of a scheduled job, and the job log the console shows, name the failure without its parameters', async () => {
    const [job] = await rowsOf<{ job_id: number }>(
      t.app.db,
      sql`
      insert into sys_job (job_name, invoke_target, cron_expression, status, next_fire_time)
      values ('leaky', 'testLeakyQuery', '*/5 * * * *', '0', ${new Date(Date.now() - 5000)}) returning job_id`,
    );
    const scheduler = createScheduler(t.app);
    await scheduler.tick();
    await scheduler.idle();
    const [run] = await rowsOf<{ status: string; job_message: string; exception_info: string }>(
      t.app.db,
      sql`select status, job_message, exception_info from sys_job_log where job_id = ${job.job_id}`,
    );
    expect(run.status).toBe('1');
    expect(run.job_message).toContain('invalid input syntax for type integer');
    expect(run.exception_info).toContain('DrizzleQueryError');
    expect(`${run.job_message}${run.exception_info}${lines.join('')}`).not.toContain(SECRET);
  });
});
