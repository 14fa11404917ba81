import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { freshDatabase } from '../helpers/app.ts';
import { EXTERNAL, q, rawDevice, seedDevice, seedStation, stopGateway, testGateway, waitFor } from './helpers.ts';

/**
 * The database as seen by a server that dies while writing: every transaction
 * starts and never finishes. Reads and single statements still work, as they
 * would up to the moment of the crash.
 */
function dyingDatabase(database: Database) {
  let started!: () => void;
  const writeStarted = new Promise<void>((resolve) => (started = resolve));
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return () => {
          started();
          return new Promise(() => {});
        };
      }
      return Reflect.get(target, prop, receiver);
    },
  });
  return { database: { ...database, db } as Database, writeStarted };
}

describe('a crash between receipt and commit', { timeout: 90_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  it('loses nothing: the message comes again after the restart, and counts once', async () => {
    const stationId = await seedStation(database.db, 'UTC');
    const wn = await seedDevice(database.db, 'wn', stationId);
    const t0 = Date.now() - 3_600_000;
    await database.db.execute(sql`update iot_wn set energy_total_wh = 1000, energy_ts = to_timestamp(${t0} / 1000.0) where wn_id = ${wn.id}`);
    const rows = async () => (await q<{ n: number }>(database.db, sql`select count(*)::int as n from iot_wn_data where wn_id = ${wn.id}`))[0].n;
    const dayWh = async () => (await q<{ wh: number }>(database.db, sql`select coalesce(sum(energy_wh), 0)::float8 as wh from iot_energy_device where device_id = ${wn.id} and period = 'd'`))[0].wh;

    const dying = dyingDatabase(database);
    const first = await testGateway(dying.database);
    const dev = await rawDevice(first.url, wn, { reconnectPeriod: 100 });
    const record = { ts: t0 + 300_000, values: { acPower: 500, totalWh: 1100 } };
    let acknowledged = false;
    const delivered = dev.publish('telemetry', record).then(() => (acknowledged = true));

    await dying.writeStarted;
    // Embedded broker: the device has no PUBACK while the write is open. (An external
    // broker acknowledges the device itself; there the broker holds the message for us.)
    if (!EXTERNAL) expect(acknowledged).toBe(false);
    await first.gateway.close({ drainMs: 0 });
    expect(await rows()).toBe(0);

    // The same node comes back: same port for the devices, same broker sessions for the broker.
    const second = await testGateway(database, { ...first.config, mqttPort: first.gateway.port ?? 0 });
    try {
      await delivered;
      await waitFor(async () => (await rows()) === 1, 'the redelivered record');
      expect(await dayWh()).toBe(100);

      // Delivered yet again (a duplicate), then a newer record: the duplicate adds nothing.
      await dev.publish('telemetry', record);
      await dev.publish('telemetry', { ts: t0 + 600_000, values: { acPower: 500, totalWh: 1150 } });
      await waitFor(async () => (await rows()) === 2, 'the newer record');
      expect(await dayWh()).toBe(150);
    } finally {
      await dev.forget();
      await stopGateway(second.gateway);
    }
  });
});
