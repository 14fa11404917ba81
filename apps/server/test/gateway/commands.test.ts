import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { topicOf } from '@cniot/contract/devices/device-protocol';
import { CommandStatus } from '@cniot/contract/devices/device-enums';
import { VirtualInverter } from '@cniot/simulator/inverter';
import type { Database } from '../../src/db/client.ts';
import type { Gateway } from '../../src/gateway/gateway.ts';
import { AppError } from '../../src/lib/errors.ts';
import { freshDatabase } from '../helpers/app.ts';
import { q, rawDevice, seedDevice, seedStation, stopGateway, testGateway, waitFor } from './helpers.ts';

describe('commands', { timeout: 90_000 }, () => {
  let database: Database;
  let drop: () => Promise<void>;
  let gateway: Gateway;
  let url: string;
  let stationId: number;
  const cleanup: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    ({ database, drop } = await freshDatabase());
    ({ gateway, url } = await testGateway(database));
    stationId = await seedStation(database.db, 'Europe/Berlin');
  });

  afterAll(async () => {
    for (const c of cleanup) await c().catch(() => {});
    await stopGateway(gateway);
    await drop();
  });

  const record = async (id: number) =>
    (
      await q<{ record_status: string; result: unknown; error_msg: string | null; dept_id: number; create_by: string }>(
        database.db,
        sql`select record_status, result, error_msg, dept_id, create_by from iot_config_change_record where id = ${id}`,
      )
    )[0];

  it('round trip: a simulated inverter obeys a power limit and its answer completes the record', async () => {
    const wn = await seedDevice(database.db, 'wn', stationId);
    const spec = { ...wn, type: 'wn' as const, ratedPowerW: 800, inputs: 2, station: { id: stationId, name: 'p', timeZone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 } };
    const inverter = new VirtualInverter(spec, { url, intervalMs: 3_600_000, alarmRate: 0 });
    await inverter.start();
    cleanup.push(() => inverter.stop());
    await waitFor(() => gateway.isOnline('wn', wn.id), 'inverter online');

    const handle = await gateway.sendCommand('wn', wn.id, 'setPowerPercent', { value: 40 }, { createBy: 'admin', timeoutMs: 15_000 });
    expect(await handle.outcome).toEqual({ status: CommandStatus.success, result: { powerPercent: 40 }, error: undefined });
    expect(await record(handle.recordId)).toMatchObject({ record_status: CommandStatus.success, result: { powerPercent: 40 }, dept_id: 100, create_by: 'admin' });

    // The limit is in force: the next report says so and never exceeds 40 % of 800 W.
    await inverter.report();
    const limited = await waitFor(async () => (await q<{ ac_power: number }>(database.db, sql`select ac_power from iot_wn_data where wn_id = ${wn.id} and power_limit = 40`))[0], 'limited report');
    expect(limited.ac_power).toBeLessThanOrEqual(320);

    const shutdown = await gateway.sendCommand('wn', wn.id, 'shutdown', {}, { timeoutMs: 15_000 });
    expect((await shutdown.outcome).status).toBe(CommandStatus.success);
    await inverter.report();
    await waitFor(async () => (await q(database.db, sql`select 1 from iot_wn_data where wn_id = ${wn.id} and run_state = 'stopped' and ac_power = 0`)).length > 0, 'stopped report');

    // A command the device refuses ends as failed with its reason.
    await (
      await gateway.sendCommand('wn', wn.id, 'setClearTotalPowerEnable', { enable: false }, { timeoutMs: 15_000 })
    ).outcome;
    const clear = await gateway.sendCommand('wn', wn.id, 'clearTotalPower', {}, { timeoutMs: 15_000 });
    expect(await clear.outcome).toMatchObject({ status: CommandStatus.failed, error: 'clearing total power is disabled' });
    expect(await record(clear.recordId)).toMatchObject({ record_status: CommandStatus.failed, error_msg: 'clearing total power is disabled' });
  });

  it('refuses at once, without a record, a device that is not connected', async () => {
    const never = await seedDevice(database.db, 'wn', stationId);
    await expect(gateway.sendCommand('wn', never.id, 'restart', {})).rejects.toMatchObject({ key: 'device.notOnline' });

    const gone = await seedDevice(database.db, 'wn', stationId);
    const dev = await rawDevice(url, gone, { reconnectPeriod: 0 });
    await dev.client.subscribeAsync(topicOf('wn', gone.id, 'command'), { qos: 1 });
    await dev.online();
    await waitFor(() => gateway.isOnline('wn', gone.id), 'device online');
    dev.client.stream.destroy(); // the link breaks: the broker publishes the will
    await waitFor(() => !gateway.isOnline('wn', gone.id), 'device offline');
    const err = await gateway.sendCommand('wn', gone.id, 'restart', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ key: 'device.notOnline' });
    expect(await q(database.db, sql`select 1 from iot_config_change_record where device_id in (${never.id}, ${gone.id})`)).toEqual([]);
    await waitFor(async () => (await q<{ s: string }>(database.db, sql`select online_status as s from iot_wn where wn_id = ${gone.id}`))[0].s === '0', 'offline in the registry');
    await expect(gateway.sendCommand('battery', never.id, 'setPowerPercent', { value: 1 })).rejects.toMatchObject({ key: 'device.commandNotSupported' });
  });

  it('times out a device that never answers, and ignores its late answer', async () => {
    const wn = await seedDevice(database.db, 'wn', stationId);
    const dev = await rawDevice(url, wn);
    cleanup.push(() => dev.forget());
    const received: string[] = [];
    dev.client.on('message', (_t, payload) => received.push(JSON.parse(payload.toString()).id));
    await dev.client.subscribeAsync(topicOf('wn', wn.id, 'command'), { qos: 1 });
    await dev.online();
    await waitFor(() => gateway.isOnline('wn', wn.id), 'device online');

    const handle = await gateway.sendCommand('wn', wn.id, 'getParams', {}, { timeoutMs: 1000 });
    expect(await handle.outcome).toMatchObject({ status: CommandStatus.timedOut });
    expect(received).toEqual([handle.requestId]);
    expect(await record(handle.recordId)).toMatchObject({ record_status: CommandStatus.timedOut });

    await dev.publish('ack', { id: handle.requestId, ts: Date.now(), state: 'success' });
    const probe = await gateway.sendCommand('wn', wn.id, 'getParams', {}, { timeoutMs: 60_000 });
    await dev.publish('ack', { id: probe.requestId, ts: Date.now(), state: 'success' });
    expect((await probe.outcome).status).toBe(CommandStatus.success);
    expect(await record(handle.recordId)).toMatchObject({ record_status: CommandStatus.timedOut });
  });
});
