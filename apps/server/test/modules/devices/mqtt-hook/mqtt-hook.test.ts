import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/app.ts';
import { addWn, code, json, signedIn } from '../helpers.ts';

const SECRET = 'broker-secret-0123456789';
let t: TestApp;
let admin: string;
const wnId = code();
let key: string;

beforeAll(async () => {
  ({ t, admin } = await signedIn({ MQTT_AUTH_SECRET: SECRET }));
  const id = await addWn(t, admin, { wnId });
  key = (await json(t, admin, { url: `/cniotapi/iot/wn/${id}` })).body.data.privateKey;
});
afterAll(() => t.close());

const hook = (app: TestApp, path: 'auth' | 'acl', payload: Record<string, unknown>, headers: Record<string, string> = { 'x-cniot-broker-secret': SECRET }) =>
  app.app.inject({ method: 'POST', url: `/cniotapi/iot/mqtt/${path}`, payload, headers }).then((r) => ({ status: r.statusCode, body: r.json() }));

describe('broker auth hook', () => {
  it('lets a device in with its key, refuses a wrong key and logs the attempt', async () => {
    const creds = { clientid: `wn-${wnId}`, username: wnId, password: key, ip: '10.0.0.7' };
    expect(await hook(t, 'auth', creds)).toEqual({ status: 200, body: { result: 'allow', is_superuser: false } });
    // mosquitto-go-auth cannot add headers: its configurable User-Agent carries the secret.
    expect((await hook(t, 'auth', creds, { 'user-agent': `cniot-broker/${SECRET}` })).status).toBe(200);
    expect(await hook(t, 'auth', { ...creds, password: 'wrong' })).toEqual({ status: 403, body: { result: 'deny' } });
    expect((await hook(t, 'auth', { ...creds, clientid: `battery-${wnId}` })).status).toBe(403);
    const [log] = await rowsOf<{ reason: string; ipaddr: string }>(t.app.db, sql`select reason, ipaddr from iot_device_auth_log where username = ${wnId} order by id limit 1`);
    expect(log).toEqual({ reason: 'badKey', ipaddr: '10.0.0.7' });
  });

  it('refuses callers without the secret', async () => {
    const creds = { clientid: `wn-${wnId}`, username: wnId, password: key };
    expect((await hook(t, 'auth', creds, {})).status).toBe(403);
    expect((await hook(t, 'auth', creds, { 'x-cniot-broker-secret': 'guess' })).status).toBe(403);
    expect((await hook(t, 'auth', creds, { 'user-agent': 'cniot-broker/guess' })).status).toBe(403);
    expect((await hook(t, 'acl', { clientid: `wn-${wnId}`, username: wnId, topic: `cniot/v1/wn/${wnId}/telemetry`, acc: 2 }, {})).status).toBe(403);
  });

  it('allows a device its own topics only, in the right direction', async () => {
    const acl = (topic: string, how: Record<string, unknown>) => hook(t, 'acl', { clientid: `wn-${wnId}`, username: wnId, topic, ...how }).then((r) => r.status);
    const own = `cniot/v1/wn/${wnId}`;
    expect(await acl(`${own}/telemetry`, { acc: 2 })).toBe(200);
    expect(await acl(`${own}/ack`, { action: 'publish' })).toBe(200);
    expect(await acl(`${own}/command`, { acc: 4 })).toBe(200);
    expect(await acl(`${own}/command`, { action: 'subscribe' })).toBe(200);
    expect(await acl(`${own}/command`, { acc: 2 })).toBe(403);
    expect(await acl(`${own}/telemetry`, { acc: 4 })).toBe(403);
    expect(await acl('cniot/v1/wn/12345678901234/telemetry', { acc: 2 })).toBe(403);
    expect(await acl('cniot/v1/wn/+/telemetry', { acc: 4 })).toBe(403);
    expect((await hook(t, 'acl', { clientid: `wn-${wnId}`, username: 'someone', topic: `${own}/telemetry`, acc: 2 })).status).toBe(403);
  });

  it('refuses everything when no secret is configured', async () => {
    const bare = await createTestApp();
    try {
      expect((await hook(bare, 'auth', { clientid: 'wn-1', username: '1', password: 'x' })).status).toBe(403);
      expect((await hook(bare, 'auth', { clientid: 'wn-1', username: '1', password: 'x' }, { 'x-cniot-broker-secret': '' })).status).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
