import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { clientIdOf, topicOf } from '@cniot/contract/devices/device-protocol';
import type { Database } from '../../src/db/client.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { freshDatabase } from '../helpers/app.ts';
import { EXTERNAL, q, rawDevice, seedDevice, stopGateway, testGateway, waitFor } from './helpers.ts';

describe('device authentication', { timeout: 90_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let gateway: Gateway;
  let url: string;

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    ({ gateway, url } = await testGateway(database));
  });

  afterAll(async () => {
    await stopGateway(gateway);
    await drop();
  });

  const authLog = () => q<{ client_id: string; reason: string; dept_id: number | null }>(database.db, sql`select client_id, reason, dept_id from iot_device_auth_log order by id`);

  it('accepts the registry key and refuses a wrong key, an unknown device and a mismatched client id, logging each', async () => {
    const wn = await seedDevice(database.db, 'wn', null);
    const battery = await seedDevice(database.db, 'battery', null);
    const ok = await gateway.auth.authenticate({ clientId: clientIdOf('wn', wn.id), username: wn.id, password: wn.key });
    expect(ok).toEqual({ ok: true, device: { type: 'wn', id: wn.id } });
    expect(await gateway.auth.authenticate({ clientId: clientIdOf('battery', battery.id), username: battery.id, password: Buffer.from(battery.key) })).toMatchObject({ ok: true });

    expect(await gateway.auth.authenticate({ clientId: clientIdOf('wn', wn.id), username: wn.id, password: 'wrong' })).toEqual({ ok: false, reason: 'badKey' });
    expect(await gateway.auth.authenticate({ clientId: 'wn-00000000000000', username: '00000000000000', password: 'x' })).toEqual({ ok: false, reason: 'unknownDevice' });
    // A valid key under another type's client id is still refused: the id names the table.
    expect(await gateway.auth.authenticate({ clientId: clientIdOf('meter', wn.id), username: wn.id, password: wn.key })).toEqual({ ok: false, reason: 'unknownDevice' });
    expect(await gateway.auth.authenticate({ clientId: 'sensor-1', username: '1', password: 'x' })).toEqual({ ok: false, reason: 'badClientId' });
    expect(await authLog()).toEqual([
      { client_id: clientIdOf('wn', wn.id), reason: 'badKey', dept_id: 100 },
      { client_id: 'wn-00000000000000', reason: 'unknownDevice', dept_id: null },
      { client_id: clientIdOf('meter', wn.id), reason: 'unknownDevice', dept_id: null },
      { client_id: 'sensor-1', reason: 'badClientId', dept_id: null },
    ]);
  });

  it.skipIf(EXTERNAL)('the embedded broker refuses the connection and keeps devices inside their own topics', async () => {
    const wn = await seedDevice(database.db, 'wn', null);
    const other = await seedDevice(database.db, 'wn', null);
    const refused = mqtt.connectAsync(url, { clientId: clientIdOf('wn', wn.id), username: wn.id, password: 'not-the-key', reconnectPeriod: 0 });
    await expect(refused).rejects.toMatchObject({ code: 4 });
    await waitFor(async () => (await authLog()).some((r) => r.client_id === clientIdOf('wn', wn.id) && r.reason === 'badKey'), 'auth log row');

    const dev = await rawDevice(url, wn);
    // Speaking for another device: the broker drops the connection, nothing is stored.
    const closed = new Promise<void>((resolve) => dev.client.once('close', () => resolve()));
    dev.client.publish(topicOf('wn', other.id, 'telemetry'), JSON.stringify({ ts: Date.now(), values: { acPower: 1 } }), { qos: 1 });
    await closed;
    expect(await q(database.db, sql`select 1 from iot_wn_data where wn_id = ${other.id}`)).toEqual([]);
    await dev.client.endAsync(true);
  });

  it('keeps one address cycling client ids to a few rows per 10 s, counting every refusal (issue 23)', async () => {
    const ip = '203.0.113.7';
    const rows = () => q<{ n: number; attempts: number }>(database.db, sql`select count(*)::int as n, coalesce(sum(attempts), 0)::int as attempts from iot_device_auth_log where ipaddr = ${ip}`);
    const refuse = (i: number, from = ip) => {
      const id = String(70000000000000 + i);
      return gateway.auth.authenticate({ clientId: clientIdOf('wn', id), username: id, password: 'x', ip: from });
    };
    // The clock the throttle reads, held still: a slow database must not open a new window mid-burst.
    const t0 = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(t0);
    try {
      for (let i = 0; i < 100; i++) expect(await refuse(i)).toEqual({ ok: false, reason: 'unknownDevice' });
      expect(await rows()).toEqual([{ n: 5, attempts: 5 }]);
      // Another address is not held back by this one.
      await refuse(99_999, '203.0.113.8');
      expect((await q(database.db, sql`select 1 from iot_device_auth_log where ipaddr = '203.0.113.8'`)).length).toBe(1);
      // The next window's first row carries the 95 refusals left out.
      clock.mockReturnValue(t0 + 10_000);
      await refuse(100);
      expect(await rows()).toEqual([{ n: 6, attempts: 101 }]);
    } finally {
      clock.mockRestore();
    }
  });
});
