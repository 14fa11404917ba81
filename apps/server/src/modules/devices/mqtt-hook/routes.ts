import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseClientId } from '@cniot/contract/devices/device-protocol';
import { DeviceAuth, mayPublish, maySubscribe } from '../../../gateway/device-auth.ts';
import { PUBLIC } from '../../../plugins/auth.ts';
import { rabbitmqHookRoutes } from './rabbitmq-routes.ts';

/** EMQX sends the secret in a header; mosquitto-go-auth can set nothing but its User-Agent. */
export const SECRET_HEADER = 'x-cniot-broker-secret';
export const SECRET_AGENT_PREFIX = 'cniot-broker/';

const text = (max: number) => z.string().max(max);
const authBody = z.object({ clientid: text(256), username: text(256).optional(), password: text(256).optional(), ip: text(128).optional() });
/** go-auth: acc 1 read, 2 write, 3 read+write, 4 subscribe; EMQX: action publish|subscribe. */
const aclBody = z.object({
  clientid: text(256),
  username: text(256).optional(),
  topic: text(512),
  acc: z.coerce.number().int().min(1).max(4).optional(),
  action: z.enum(['publish', 'subscribe']).optional(),
});

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/**
 * Compares digests, which always have the same length: comparing the texts
 * would answer a wrong length faster (telling the secret's length) and throw
 * on a header whose bytes are not ASCII.
 */
export const sameSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));
const allow = { result: 'allow', is_superuser: false };
const deny = (reply: FastifyReply) => reply.status(403).send({ result: 'deny' });

/**
 * The registry endpoints external brokers ask before letting a device in
 * (protocol §12.3). Public routes, so only the shared secret
 * (MQTT_AUTH_SECRET) tells the broker apart from anyone else; without it
 * configured they refuse everything.
 */
export const mqttHookRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secret = app.config.mqttAuthSecret;
  // A node without a gateway (an API-only node) still answers, with the same checks and refusal log.
  const standalone = new DeviceAuth(app.db, app.log);
  const auth = () => app.gateway?.auth ?? standalone;
  if (!secret) app.log.info('MQTT_AUTH_SECRET is not set: the broker auth hook refuses every call');

  const fromBroker = (req: FastifyRequest) => {
    if (!secret) return false;
    const header = req.headers[SECRET_HEADER];
    const agent = req.headers['user-agent'] ?? '';
    return (typeof header === 'string' && sameSecret(header, secret)) || (agent.startsWith(SECRET_AGENT_PREFIX) && sameSecret(agent.slice(SECRET_AGENT_PREFIX.length), secret));
  };

  api.post('/iot/mqtt/auth', { schema: { body: authBody, hide: true }, config: { permission: PUBLIC, repeatSubmit: false } }, async (req, reply) => {
    if (!fromBroker(req)) return deny(reply);
    const b = req.body;
    const result = await auth().authenticate({ clientId: b.clientid, username: b.username, password: b.password, ip: b.ip ?? req.ip });
    return result.ok ? allow : deny(reply);
  });

  api.post('/iot/mqtt/acl', { schema: { body: aclBody, hide: true }, config: { permission: PUBLIC, repeatSubmit: false } }, async (req, reply) => {
    if (!fromBroker(req)) return deny(reply);
    const b = req.body;
    const device = parseClientId(b.clientid);
    if (!device || b.username !== device.id) return deny(reply);
    const publish = b.action === 'publish' || b.acc === 2;
    const subscribe = b.action === 'subscribe' || b.acc === 1 || b.acc === 4;
    const ok = (publish && mayPublish(device, b.topic) !== null) || (subscribe && maySubscribe(device, b.topic));
    return ok ? { result: 'allow' } : deny(reply);
  });

  rabbitmqHookRoutes(app, (given) => !!secret && sameSecret(given, secret), auth);
};
