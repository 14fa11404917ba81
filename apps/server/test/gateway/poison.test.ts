import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UpChannel } from '@cniot/contract/devices/device-protocol';
import type { Database } from '../../src/db/client.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { freshDatabase } from '../helpers/app.ts';
import { EXTERNAL, q, rawDevice, seedDevice, stopGateway, testGateway, testLog, waitFor } from './helpers.ts';

/** Messages the protocol's schemas accept but the database refuses (PostgreSQL's text takes no NUL). */
const POISON: Array<[UpChannel, (session: number) => unknown]> = [
  ['status', (session) => ({ state: 'online', session, versions: { software: 'v1\u0000' } })],
  ['params', () => ({ ts: Date.now(), values: { powerPercent: 'eighty\u0000' } })],
  ['ota', () => ({ ts: Date.now(), state: 'downloading', progress: 5, version: '2.0\u0000' })],
  ['ack', () => ({ id: 'no-such-command', ts: Date.now(), state: 'failed', error: 'bad\u0000' })],
];

const within = <T>(p: Promise<T>, ms: number) => Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('device messages the database refuses', { timeout: 90_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let gateway: Gateway;
  let url: string;
  const log = testLog();

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    ({ gateway, url } = await testGateway(database, {}, log));
  });
  afterAll(async () => {
    await stopGateway(gateway);
    await drop();
  });

  const wnRow = async (id: string) => (await q<{ online_status: string; status_session: number }>(database.db, sql`select online_status, status_session from iot_wn where wn_id = ${id}`))[0];

  it('are acknowledged, logged and dropped on every channel, and the device carries on', async () => {
    const wn = await seedDevice(database.db, 'wn', null);
    const dev = await rawDevice(url, wn, { reconnectPeriod: 0 });
    for (const [channel, body] of POISON) {
      expect(await within(dev.publish(channel, body(dev.session)), 5000), `${channel} acknowledged`).toBe(true);
      expect(dev.client.connected, `${channel}: still connected`).toBe(true);
    }
    await waitFor(() => log.lines.filter((l) => l.msg === 'device message refused by the database; dropped').length === POISON.length, 'every poison logged as dropped');
    // An answer time JavaScript cannot turn into a date (past year 275760) is the device's clock, not a reason to resend.
    expect(await within(dev.publish('ack', { id: 'no-such-command', ts: 9e15, state: 'success' }), 5000)).toBe(true);
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);

    // The device is not stuck behind them.
    await dev.publish('params', { ts: Date.now(), values: { powerPercent: 80 } });
    await dev.online();
    await waitFor(async () => (await q(database.db, sql`select 1 from iot_device_param where device_id = ${wn.id}`)).length === 1, 'the next parameter report');
    await waitFor(async () => (await wnRow(wn.id)).online_status === '1', 'the next status');
    await dev.forget();
  });

  // With an external broker only the will speaks for a dropped connection; the embedded broker sees the connection end itself.
  it.skipIf(EXTERNAL)('records a dropped connection as offline even when its will names another session', async () => {
    const wn = await seedDevice(database.db, 'wn', null);
    const dev = await rawDevice(url, wn, {
      reconnectPeriod: 0,
      will: { topic: `cniot/v1/wn/${wn.id}/status`, payload: Buffer.from(JSON.stringify({ state: 'offline', session: 100 })), qos: 1, retain: true },
    });
    await dev.publish('status', { state: 'online', session: 200 }, true);
    // An offline for a session other than this connection's changes nothing.
    await dev.publish('status', { state: 'offline', session: 150 }, true);
    await waitFor(async () => (await wnRow(wn.id)).online_status === '1', 'online');
    dev.client.stream.destroy();
    await waitFor(async () => (await wnRow(wn.id)).online_status === '0', 'offline after the connection broke');
    expect((await wnRow(wn.id)).status_session).toBe(200);
  });

  it.skipIf(EXTERNAL)("drops a session number past 2^53 without making it the connection's session", async () => {
    const wn = await seedDevice(database.db, 'wn', null);
    const dev = await rawDevice(url, wn, { reconnectPeriod: 0 });
    await dev.publish('status', { state: 'online', session: 300 }, true);
    await dev.publish('status', { state: 'online', session: 1e300 }, true);
    await waitFor(async () => (await wnRow(wn.id)).online_status === '1', 'online');
    dev.client.stream.destroy();
    await waitFor(async () => (await wnRow(wn.id)).online_status === '0', 'offline after the connection broke');
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([]);
  });
});
