import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseClientId } from '@cniot/contract/devices/device-protocol';
import type { DeviceAuth } from '../../../gateway/device-auth.ts';
import { mayPublish, maySubscribe } from '../../../gateway/device-auth.ts';
import { PUBLIC } from '../../../plugins/auth.ts';

const text = (max: number) => z.string().max(max);
const userBody = z.object({ username: text(256), password: text(256).optional(), client_id: text(256).optional() });
const vhostBody = z.object({ username: text(256), vhost: text(256), client_id: text(256).optional() });
const resourceBody = z.object({ username: text(256), resource: text(32), name: text(512), permission: text(32), client_id: text(256).optional() });
const topicBody = z.object({
  username: text(256),
  name: text(256),
  permission: text(32),
  routing_key: text(512),
  'variable_map.client_id': text(256).optional(),
});

/** RabbitMQ's MQTT plugin: a device's subscription queue, and the exchange MQTT topics map to. */
const MQTT_EXCHANGE = 'amq.topic';
const subscriptionQueue = (clientId: string) => new RegExp(`^mqtt-subscription-${clientId.replace(/[^0-9A-Za-z_-]/g, '')}qos[01]$`);

const answer = (reply: FastifyReply, ok: boolean) => reply.type('text/plain').send(ok ? 'allow' : 'deny');

/**
 * The hook of RabbitMQ's HTTP auth backend (rabbitmq_auth_backend_http), for
 * the device bus: user, vhost, resource and topic checks, answered `allow` or
 * `deny` in plain text. The backend cannot send a header of its own, so the
 * shared secret travels as the password of the hook URL
 * (`http://rabbitmq:<MQTT_AUTH_SECRET>@host/...`), i.e. HTTP basic auth.
 * Devices reach only their own topics: RabbitMQ's routing key is the MQTT
 * topic with `.` for `/`.
 */
/** `isSecret` answers whether a password is MQTT_AUTH_SECRET (false for all when it is unset). */
export function rabbitmqHookRoutes(app: FastifyInstance, isSecret: (given: string) => boolean, auth: () => DeviceAuth): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fromBroker = (req: FastifyRequest) => {
    const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!basic) return false;
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    return isSecret(decoded.slice(decoded.indexOf(':') + 1));
  };
  const device = (clientId: string | undefined, username: string) => {
    const d = clientId ? parseClientId(clientId) : null;
    return d && d.id === username ? d : null;
  };
  const route = <T extends z.ZodTypeAny>(path: string, body: T, check: (b: z.infer<T>, req: FastifyRequest) => Promise<boolean> | boolean) =>
    api.post(`/iot/mqtt/rabbitmq/${path}`, { schema: { body, hide: true }, config: { permission: PUBLIC, repeatSubmit: false, answer: 'text' } }, async (req, reply) =>
      answer(reply, fromBroker(req) && (await check(req.body as z.infer<T>, req))),
    );

  route('user', userBody, async (b, req) => {
    if (!b.client_id) return false;
    const res = await auth().authenticate({ clientId: b.client_id, username: b.username, password: b.password, ip: req.ip });
    return res.ok;
  });
  route('vhost', vhostBody, (b) => b.vhost === '/' && device(b.client_id, b.username) !== null);
  route('resource', resourceBody, (b) => {
    if (!b.client_id || !device(b.client_id, b.username)) return false;
    if (b.resource === 'exchange') return b.name === MQTT_EXCHANGE && (b.permission === 'read' || b.permission === 'write');
    return b.resource === 'queue' && subscriptionQueue(b.client_id).test(b.name);
  });
  route('topic', topicBody, (b) => {
    const d = device(b['variable_map.client_id'], b.username);
    if (!d || b.name !== MQTT_EXCHANGE || /[/#+]/.test(b.routing_key)) return false;
    const topic = b.routing_key.replaceAll('.', '/');
    if (b.permission === 'write') return mayPublish(d, topic) !== null;
    return b.permission === 'read' && maySubscribe(d, topic);
  });
}
