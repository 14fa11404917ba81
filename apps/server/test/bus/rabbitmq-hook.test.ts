import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedDevice } from '../gateway/helpers.ts';

const SECRET = 'broker-secret-0123456789';

/** RabbitMQ's HTTP auth backend posts a form and reads `allow` or `deny` (docs/deployment.md, "Device bus"). */
describe('the RabbitMQ device-bus hook', () => {
  let t: TestApp;
  let device: { id: string; key: string };
  let other: { id: string; key: string };

  beforeAll(async () => {
    t = await createTestApp({ MQTT_AUTH_SECRET: SECRET });
    device = await seedDevice(t.database.db, 'wn', null);
    other = await seedDevice(t.database.db, 'wn', null);
  });
  afterAll(() => t.close());

  const ask = async (path: string, form: Record<string, string>, secret = SECRET) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/cniotapi/iot/mqtt/rabbitmq/${path}`,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`rabbitmq:${secret}`).toString('base64')}` },
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const login = (d: { id: string; key: string }, password = d.key) => ({ username: d.id, password, vhost: '/', client_id: `wn-${d.id}` });
  const topic = (d: { id: string }, routingKey: string, permission: string) => ({
    username: d.id,
    vhost: '/',
    resource: 'topic',
    name: 'amq.topic',
    permission,
    tags: '',
    routing_key: routingKey,
    'variable_map.client_id': `wn-${d.id}`,
    'variable_map.username': d.id,
  });

  it('lets a device in with its key, and no one without it or without the secret', async () => {
    expect(await ask('user', login(device))).toBe('allow');
    expect(await ask('user', login(device, 'wrong'))).toBe('deny');
    expect(await ask('user', { ...login(device), client_id: `wn-${other.id}` })).toBe('deny');
    expect(await ask('user', login(device), 'not-the-secret-000000')).toBe('deny');
    expect(await ask('vhost', { username: device.id, vhost: '/', ip: '127.0.0.1', tags: '', client_id: `wn-${device.id}` })).toBe('allow');
  });

  it('gives a device its own topics only: publish up channels, read its commands', async () => {
    expect(await ask('topic', topic(device, `cniot.v1.wn.${device.id}.telemetry`, 'write'))).toBe('allow');
    expect(await ask('topic', topic(device, `cniot.v1.wn.${device.id}.command`, 'read'))).toBe('allow');
    expect(await ask('topic', topic(device, `cniot.v1.wn.${device.id}.command`, 'write'))).toBe('deny');
    expect(await ask('topic', topic(device, `cniot.v1.wn.${other.id}.telemetry`, 'write'))).toBe('deny');
    expect(await ask('topic', topic(device, `cniot.v1.wn.${other.id}.command`, 'read'))).toBe('deny');
    expect(await ask('topic', topic(device, 'cniot.v1.wn.*.telemetry', 'read'))).toBe('deny');
  });

  it('gives a device its own subscription queue and the MQTT exchange, nothing else', async () => {
    const resource = (kind: string, name: string, permission: string) => ({ username: device.id, vhost: '/', resource: kind, name, permission, tags: '', client_id: `wn-${device.id}` });
    expect(await ask('resource', resource('queue', `mqtt-subscription-wn-${device.id}qos1`, 'configure'))).toBe('allow');
    expect(await ask('resource', resource('exchange', 'amq.topic', 'write'))).toBe('allow');
    expect(await ask('resource', resource('queue', `mqtt-subscription-wn-${other.id}qos1`, 'read'))).toBe('deny');
    expect(await ask('resource', resource('queue', 'cniot.up.0', 'read'))).toBe('deny');
    expect(await ask('resource', resource('exchange', 'cniot.up', 'write'))).toBe('deny');
  });
});
