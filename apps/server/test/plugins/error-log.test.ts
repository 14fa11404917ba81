import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { errorsPlugin } from '../../src/plugins/errors.ts';
import { i18nPlugin } from '../../src/plugins/i18n.ts';
import { freshDatabase } from '../helpers/app.ts';

const DEVICE_KEY = 'device-key-5f1e9c0b7a2d';
const CONFIG_VALUE = 'smtp-password-hunter2';

describe('an unrecognized database error', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    const stream = new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) });
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      await database.db.execute(sql`select * from no_such_table where private_key = ${DEVICE_KEY} and config_value = ${CONFIG_VALUE}`);
    });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('is logged by its SQL state, message and statement, never its parameters', async () => {
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    const logged = lines.find((l) => l.includes('unhandled error'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged!).err).toMatchObject({ sqlState: '42P01', message: expect.stringContaining('no_such_table'), query: expect.stringContaining('private_key = $1') });
    expect(lines.join('')).not.toContain(DEVICE_KEY);
    expect(lines.join('')).not.toContain(CONFIG_VALUE);
  });
});
