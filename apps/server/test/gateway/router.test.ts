import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import type { UpChannel } from '@cniot/contract/devices/device-protocol';
import type { Db } from '../../src/db/client.ts';
import type { Batcher } from '../../src/gateway/ingest/batcher.ts';
import type { TelemetryItem } from '../../src/gateway/ingest/telemetry-write.ts';
import { createRouter } from '../../src/gateway/router.ts';
import { testLog } from './helpers.ts';

const now = Date.now();
const VALID: Record<Exclude<UpChannel, 'telemetry'>, unknown> = {
  status: { state: 'online', session: now },
  alarm: { ts: now, values: { mi: 1 } },
  params: { ts: now, values: { powerPercent: 80 } },
  ota: { ts: now, state: 'downloading', progress: 5 },
  ack: { id: 'r1', ts: now, state: 'success' },
};

const queryError = (code: string | undefined) => new DrizzleQueryError('update iot_wn set private_key = $1', ['the-device-key'], Object.assign(new Error(`driver error ${code}`), { code }));

/** A router whose every database call fails with `err`. */
function failingRouter(err: Error) {
  const log = testLog();
  const fail = () => Promise.reject(err);
  const db = { execute: fail, transaction: fail } as unknown as Db;
  const route = createRouter({ db, telemetry: {} as Batcher<TelemetryItem>, onStatus: () => {}, onAck: fail, log });
  return { log, route: (channel: UpChannel, body: unknown) => route({ type: 'wn', id: '20250101000001', channel, payload: Buffer.from(JSON.stringify(body)) }) };
}

describe('the router tells bad data from a failing database', () => {
  for (const channel of Object.keys(VALID) as Array<keyof typeof VALID>) {
    it(`acknowledges and logs a ${channel} message the database refuses as data, without its parameters`, async () => {
      const { route, log } = failingRouter(queryError('22021'));
      await expect(route(channel, VALID[channel])).resolves.toBeUndefined();
      const line = log.lines.find((l) => l.msg === 'device message refused by the database; dropped');
      expect(line?.obj).toMatchObject({ channel, err: { sqlState: '22021', message: 'driver error 22021' } });
      expect(JSON.stringify(line)).not.toContain('the-device-key');
    });

    it(`leaves a ${channel} message unacknowledged while the database is unreachable`, async () => {
      const { route } = failingRouter(queryError('08006'));
      await expect(route(channel, VALID[channel])).rejects.toThrow();
    });
  }
});

describe('the router keeps each device in order', () => {
  it("applies one device's messages as they arrived, with other devices' beside them", async () => {
    const applied: string[] = [];
    const releases = new Map<string, () => void>();
    const onAck = (_t: string, id: string, ack: { id: string }) =>
      new Promise<void>((resolve) => {
        const key = `${id}/${ack.id}`;
        releases.set(key, () => {
          applied.push(key);
          resolve();
        });
      });
    const route = createRouter({ db: {} as Db, telemetry: {} as Batcher<TelemetryItem>, onStatus: () => {}, onAck, log: testLog() });
    const ack = (device: string, id: string) => route({ type: 'wn', id: device, channel: 'ack', payload: Buffer.from(JSON.stringify({ id, ts: now, state: 'success' })) });
    const tick = () => new Promise((r) => setTimeout(r, 5));

    const sent = [ack('A', 'first'), ack('A', 'second'), ack('B', 'other')];
    await tick();
    expect([...releases.keys()].sort()).toEqual(['A/first', 'B/other']);
    releases.get('B/other')!();
    await tick();
    expect([...releases.keys()]).not.toContain('A/second');
    releases.get('A/first')!();
    await tick();
    releases.get('A/second')!();
    await Promise.all(sent);
    expect(applied).toEqual(['B/other', 'A/first', 'A/second']);
  });
});
