import net from 'node:net';
import { once } from 'node:events';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import { clientIdOf, statusPayload } from '@cniot/contract/devices/device-protocol';
import { loggableError } from '../lib/db-errors.ts';
import { mayPublish, maySubscribe, type DeviceAuth, type DeviceIdentity } from './device-auth.ts';
import type { GatewayLog } from './log.ts';
import type { DeviceMessage } from './router.ts';
import { DEFAULT_BROKER_LIMITS, type BrokerLimits } from './frame-scanner.ts';
import { AddressLimit, GuardedConnection } from './guarded-connection.ts';
import { InFlight } from './in-flight.ts';

export interface EmbeddedBroker {
  port: number;
  isOnline(type: DeviceType, id: string): boolean;
  publish(topic: string, payload: Buffer): Promise<void>;
  close(drainMs: number): Promise<void>;
}

export interface EmbeddedOptions {
  port: number;
  host?: string;
  auth: DeviceAuth;
  route(msg: DeviceMessage): Promise<void>;
  /** A device's connection ended without an `offline` status of its own. */
  onGone(device: DeviceIdentity, session: number): Promise<void>;
  log: GatewayLog;
  limits?: Partial<BrokerLimits>;
}

const BAD_CREDENTIALS = 4;

/**
 * Aedes with the device registry as its user list. A device's PUBLISH goes
 * through `authorizePublish`, which Aedes runs before it writes the PUBACK: the
 * message is ingested there, so the device hears PUBACK only after the commit
 * and resends the message if the server dies first.
 */
export async function startEmbeddedBroker(opts: EmbeddedOptions): Promise<EmbeddedBroker> {
  const { log } = opts;
  const identities = new WeakMap<Client, DeviceIdentity>();
  const sessions = new WeakMap<Client, number>();
  const inFlight = new InFlight();

  const aedes = await Aedes.createBroker({
    authenticate: (client, username, password, done) => {
      const ip = (client.conn as GuardedConnection).remoteAddress;
      opts.auth
        .authenticate({ clientId: client.id, username, password, ip })
        .then((res) => {
          if (res.ok) {
            identities.set(client, res.device);
            return done(null, true);
          }
          const err = Object.assign(new Error('bad user name or password'), { returnCode: BAD_CREDENTIALS }) as AuthenticateError;
          done(err, false);
        })
        .catch((err) => {
          log.error({ err: loggableError(err), clientId: client.id }, 'device authentication failed');
          done(Object.assign(new Error('server unavailable'), { returnCode: 3 }) as AuthenticateError, false);
        });
    },
    authorizePublish: (client, packet, done) => {
      const device = client ? identities.get(client) : undefined;
      const channel = device ? mayPublish(device, packet.topic) : null;
      if (!client || !device || !channel) {
        log.warn({ clientId: client?.id, topic: packet.topic }, 'device publish outside its topics refused');
        return done(new Error('topic not allowed'));
      }
      const payload = Buffer.isBuffer(packet.payload) ? packet.payload : Buffer.from(packet.payload);
      if (channel === 'status') rememberSession(client, payload);
      inFlight.track(opts.route({ ...device, channel, payload })).then(
        () => done(null),
        (err) => {
          log.error({ err: loggableError(err), clientId: client.id, topic: packet.topic }, 'device message not stored; the device will resend it');
          done(err as Error);
        },
      );
    },
    authorizeSubscribe: (client, sub, done) => {
      const device = identities.get(client);
      done(null, device && maySubscribe(device, sub.topic) ? sub : null);
    },
  });

  /**
   * The session a broken connection ends: the newest the device announced
   * online. Only an offline of that very session ends it, so a will carrying
   * another number cannot leave the device online when the connection drops.
   */
  function rememberSession(client: Client, payload: Buffer) {
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return; // The router logs malformed payloads.
    }
    const status = statusPayload.safeParse(json);
    if (!status.success) return;
    const { session, state } = status.data;
    const current = sessions.get(client);
    if (state === 'online' && (current === undefined || session >= current)) sessions.set(client, session);
    if (state === 'offline' && session === current) sessions.delete(client);
  }

  // Connected is not enough to take a command: the device must have subscribed to its command topic.
  const listening = new WeakSet<Client>();
  aedes.on('subscribe', (subs, client) => {
    const device = client && identities.get(client);
    if (device && subs.some((sub) => maySubscribe(device, sub.topic))) listening.add(client);
  });

  aedes.on('clientDisconnect', (client) => {
    const device = identities.get(client);
    const session = sessions.get(client);
    if (device && session !== undefined) {
      inFlight.track(opts.onGone(device, session)).catch((err) => log.error({ err: loggableError(err), clientId: client.id }, 'could not record a device as offline'));
    }
  });
  aedes.on('clientError', (client, err) => log.debug({ clientId: client.id, err: err.message }, 'device connection error'));
  // Signed in: from now on the connection may send whole device messages.
  aedes.on('client', (client) => (client.conn as GuardedConnection).scanner.accepted());

  const limits = { ...DEFAULT_BROKER_LIMITS, ...opts.limits };
  const perAddress = new AddressLimit(limits.connectionsPerAddress);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (!perAddress.admit(socket)) {
      log.warn({ address: socket.remoteAddress }, 'MQTT connection refused: too many from this address');
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    aedes.handle(new GuardedConnection(socket, limits, log));
  });
  server.listen(opts.port, opts.host);
  try {
    await once(server, 'listening');
  } catch (err) {
    await new Promise<void>((resolve) => aedes.close(() => resolve()));
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    throw new Error(`MQTT_PORT ${opts.port} is already in use (another MQTT broker?): set MQTT_PORT to a free port, or MQTT_URL to use that broker`, { cause: err });
  }
  const port = (server.address() as net.AddressInfo).port;
  log.info({ port }, 'embedded MQTT broker listening');

  return {
    port,
    isOnline: (type, id) => {
      // `clients` is public in Aedes but missing from its typings.
      const client = (aedes as unknown as { clients: Record<string, Client | undefined> }).clients[clientIdOf(type, id)];
      return !!client && client.connected && listening.has(client);
    },
    publish: (topic, payload) => new Promise((resolve, reject) => aedes.publish({ cmd: 'publish', topic, payload, qos: 1, retain: false, dup: false }, (err) => (err ? reject(err) : resolve()))),
    async close(drainMs) {
      const closed = new Promise((resolve) => server.close(resolve));
      await inFlight.settled(drainMs);
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      // Devices' wills and disconnects are recorded as they go.
      await inFlight.settled(drainMs);
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
