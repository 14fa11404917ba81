import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { freshDatabase } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, stopGateway, testGateway, waitFor } from '../gateway/helpers.ts';
import { mosquittoMissing, startMosquitto, type Mosquitto } from './mosquitto.ts';

const skip = mosquittoMissing();

describe.skipIf(skip)(`a restart of the external broker${skip ? ` (skipped: ${skip})` : ''}`, { timeout: 120_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let broker: Mosquitto;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    broker = await startMosquitto();
  });
  afterAll(async () => {
    await broker?.remove();
    await drop?.();
  });

  it('is ridden out: the gateway reconnects and resubscribes, and no QoS 1 message a device holds or sends afterwards is lost', async () => {
    const wn = await seedDevice(database.db, 'wn', await seedStation(database.db, 'UTC'));
    const stored = async () => (await q<{ n: number }>(database.db, sql`select count(*)::int as n from iot_wn_data where wn_id = ${wn.id}`))[0].n;
    const { gateway } = await testGateway(database, { mqttUrl: broker.url, sessionExpirySec: 120 });
    // Devices come back slower than the gateway (backoff from 250 ms): Mosquitto restores the gateway's session
    // from its persistence file but not its shared subscriptions (2.0.11 here), so what reaches the broker before
    // the gateway subscribes again has no subscriber (docs/deployment.md).
    const device = await rawDevice(broker.url, wn, { reconnectPeriod: 5000 });
    const t0 = Date.now() - 3_600_000;
    const send = (i: number) => device.publish('telemetry', { ts: t0 + i * 60_000, values: { acPower: i, totalWh: 1000 + i } });

    for (let i = 0; i < 10; i++) await send(i);
    await waitFor(async () => (await stored()) === 10, 'the first 10 messages stored');

    await broker.stop();
    // Published while the broker is down: the device keeps them and sends them once it is back.
    const whileDown = Array.from({ length: 10 }, (_, i) => send(10 + i));
    await broker.start();
    await Promise.all(whileDown);
    for (let i = 20; i < 30; i++) await send(i);

    await waitFor(async () => (await stored()) === 30, 'all 30 messages stored after the restart', 30_000);
    const values = await q<{ ac_power: number }>(database.db, sql`select ac_power from iot_wn_data where wn_id = ${wn.id} order by ts`);
    expect(values.map((v) => Number(v.ac_power))).toEqual(Array.from({ length: 30 }, (_, i) => i));
    await device.forget();
    await stopGateway(gateway);
  });
});
