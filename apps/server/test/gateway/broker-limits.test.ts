import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { freshDatabase } from '../helpers/app.ts';
import { EXTERNAL, q, rawDevice, seedDevice, stopGateway, testGateway, waitFor } from './helpers.ts';

const MB = 1024 * 1024;
/** What the stranger claims, and the most this test streams of it (keeps the failing run's memory bounded). */
const ANNOUNCED = 200 * MB;
const STREAMED_AT_MOST = 48 * MB;

/** MQTT's variable-length remaining length. */
function remainingLength(n: number): Buffer {
  const bytes: number[] = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    bytes.push(b);
  } while (n > 0);
  return Buffer.from(bytes);
}

const connect = (port: number, localAddress = '127.0.0.1') =>
  new Promise<net.Socket>((resolve, reject) => {
    const s = net.connect({ port, host: '127.0.0.1', localAddress }, () => resolve(s));
    s.once('error', reject);
  });

interface Emitter {
  once(name: string, listener: () => void): unknown;
}

/** Like events.once, but an 'error' (the reset a refused peer sees) does not reject. */
const event = (emitter: Emitter, name: string) => new Promise<void>((resolve) => emitter.once(name, () => resolve()));

const closesWithin = (emitter: Emitter, ms: number) => Promise.race([event(emitter, 'close').then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

const memory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/** Streams a CONNECT that announces ANNOUNCED bytes until the server closes the socket or STREAMED_AT_MOST is sent. */
async function floodConnect(port: number) {
  const socket = await connect(port);
  let closed = false;
  socket.on('error', () => {});
  socket.once('close', () => (closed = true));
  const started = Date.now();
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let sent = 0;
  socket.write(Buffer.concat([Buffer.from([0x10]), remainingLength(ANNOUNCED)]));
  while (!closed && sent < STREAMED_AT_MOST) {
    sent += chunk.length;
    if (!socket.write(chunk)) await Promise.race([event(socket, 'drain'), event(socket, 'close')]);
  }
  const stillOpen = !closed;
  socket.destroy();
  return { sent, stillOpen, ms: Date.now() - started };
}

// The limits are the embedded broker's own; Mosquitto has message_size_limit and its own listener limits (docs/device-protocol.md §12.1).
describe.skipIf(EXTERNAL)('the embedded broker before and after sign-in', { timeout: 90_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    ({ gateway, url } = await testGateway(database, { mqttLimits: { connectionsPerAddress: 2 } }));
  });
  afterAll(async () => {
    await stopGateway(gateway);
    await drop();
  });

  it('disconnects a stranger announcing a huge CONNECT at once, without buffering what it streams', async () => {
    const before = memory();
    const flood = await floodConnect(gateway.port!);
    const grown = memory() - before;
    expect(flood.stillOpen).toBe(false);
    expect(flood.ms).toBeLessThan(5000);
    // The kernel's socket buffers take a few MB before the reset arrives; none of it reaches the broker.
    expect(flood.sent).toBeLessThan(16 * MB);
    expect(grown).toBeLessThan(16 * MB);
  });

  it('refuses a signed-in device a packet over the limit, and takes a normal one', async () => {
    const wn = await seedDevice(database.db, 'wn', null);
    const dev = await rawDevice(url, wn, { reconnectPeriod: 0 });
    await dev.publish('params', { ts: Date.now(), values: { powerPercent: 80 } });
    await waitFor(async () => (await q(database.db, sql`select 1 from iot_device_param where device_id = ${wn.id}`)).length === 1, 'the normal message');
    const closed = closesWithin(dev.client, 5000);
    dev.client.publish(`cniot/v1/wn/${wn.id}/params`, Buffer.alloc(300 * 1024, 0x20), { qos: 1 });
    expect(await closed).toBe(true);
    await dev.client.endAsync(true);
  });

  it('refuses connections over the per-address limit while other devices still connect', async () => {
    const stalled = [await connect(gateway.port!, '127.0.0.2'), await connect(gateway.port!, '127.0.0.2')];
    const third = await connect(gateway.port!, '127.0.0.2');
    third.on('error', () => {});
    expect(await closesWithin(third, 2000)).toBe(true);

    const wn = await seedDevice(database.db, 'wn', null);
    const dev = await rawDevice(url, wn, { reconnectPeriod: 0 });
    expect(dev.client.connected).toBe(true);
    await dev.client.endAsync();

    // A closed connection frees its place.
    stalled[0].destroy();
    await waitFor(async () => {
      const next = await connect(gateway.port!, '127.0.0.2');
      const open = !(await closesWithin(next, 300));
      next.destroy();
      return open;
    }, 'a place for the address again');
    stalled[1].destroy();
  });
});
