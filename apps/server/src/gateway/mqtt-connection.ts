import net from 'node:net';
import tls from 'node:tls';
import mqttPacket, { type ISubscription, type Packet } from 'mqtt-packet';
import { loggableError } from '../lib/db-errors.ts';
import type { GatewayLog } from './log.ts';
import { InFlight } from './in-flight.ts';

export interface ConnectionOptions {
  url: string;
  clientId: string;
  /** Seconds the broker keeps the session (and queues our messages) while we are away. */
  sessionExpirySec: number;
  keepaliveSec?: number;
  subscriptions: ISubscription[];
  /** Resolves when the message's effects are committed; only then is it acknowledged. */
  onMessage(topic: string, payload: Buffer): Promise<void>;
  log: GatewayLog;
}

const V5 = { protocolVersion: 5 } as const;
const MAX_BACKOFF_MS = 10_000;

/**
 * A minimal MQTT 5 client for ingest. mqtt.js handles incoming messages one at
 * a time and sends each PUBACK before the next message is even parsed, so a
 * commit per message would be the ceiling (mqttjs/MQTT.js#691). Here many
 * messages are processed at once and their PUBACKs go out, in arrival order
 * as MQTT requires, as their commits complete. A message whose processing
 * fails is never acknowledged: the connection is dropped and the broker
 * redelivers it to our persistent session.
 */
export class MqttConnection {
  readonly inFlight = new InFlight();
  private socket?: net.Socket;
  private generation = 0;
  private closing = false;
  private nextId = 0;
  private backoffMs = 250;
  private readonly outgoing = new Map<number, { resolve(): void; reject(err: Error): void }>();
  private acks: Array<{ id: number; done: boolean }> = [];
  private pingTimer?: NodeJS.Timeout;
  private awaitingPong = false;
  private reconnectTimer?: NodeJS.Timeout;
  private started?: { resolve(): void; reject(err: Error): void };

  constructor(private readonly opts: ConnectionOptions) {}

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.started = { resolve, reject };
      this.connect();
    });
  }

  publish(topic: string, payload: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      if (!this.socket) return reject(new Error('not connected to the MQTT broker'));
      const messageId = this.allocateId();
      this.outgoing.set(messageId, { resolve, reject });
      this.send({ cmd: 'publish', topic, payload, qos: 1, retain: false, dup: false, messageId });
    });
  }

  /**
   * With `drainMs` 0 the connection is dropped like a crash: unacknowledged
   * messages stay with the broker. `endSession` also ends the broker session,
   * so the shared subscription stops routing messages to this node.
   */
  async close(drainMs: number, endSession = false): Promise<void> {
    this.closing = true;
    clearTimeout(this.reconnectTimer);
    await this.inFlight.settled(drainMs);
    if (drainMs > 0 && this.socket) {
      this.send({ cmd: 'disconnect', reasonCode: 0, ...(endSession ? { properties: { sessionExpiryInterval: 0 } } : {}) });
    }
    this.socket?.destroy();
  }

  private connect(): void {
    const url = new URL(this.opts.url);
    const secure = url.protocol === 'mqtts:';
    const host = url.hostname;
    const port = Number(url.port) || (secure ? 8883 : 1883);
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const gen = ++this.generation;
    this.socket = socket;
    const parser = mqttPacket.parser(V5);
    parser.on('packet', (p: Packet) => this.onPacket(p, gen));
    parser.on('error', (err: Error) => socket.destroy(err));
    socket.on('data', (buf) => parser.parse(buf));
    socket.on('error', (err) => this.opts.log.warn({ clientId: this.opts.clientId, err: err.message }, 'MQTT connection error'));
    socket.on('close', () => this.onClose(gen));
    this.send({
      cmd: 'connect',
      protocolId: 'MQTT',
      protocolVersion: 5,
      clean: false,
      clientId: this.opts.clientId,
      keepalive: this.opts.keepaliveSec ?? 30,
      username: url.username ? decodeURIComponent(url.username) : undefined,
      password: url.password ? Buffer.from(decodeURIComponent(url.password)) : undefined,
      properties: { sessionExpiryInterval: this.opts.sessionExpirySec, receiveMaximum: 65535 },
    });
  }

  private onPacket(p: Packet, gen: number): void {
    if (gen !== this.generation) return;
    switch (p.cmd) {
      case 'connack': {
        if (p.reasonCode) {
          const err = new Error(`MQTT broker refused ${this.opts.clientId}: reason ${p.reasonCode}`);
          this.opts.log.error({ err }, 'MQTT connect refused');
          this.socket?.destroy();
          return;
        }
        this.backoffMs = 250;
        this.startPing();
        // Subscribing again on every connect is harmless and brings the retained status messages.
        this.send({ cmd: 'subscribe', messageId: this.allocateId(), subscriptions: this.opts.subscriptions });
        return;
      }
      case 'suback': {
        const refused = (p.granted as number[]).filter((code) => code >= 0x80);
        if (refused.length) this.opts.log.error({ clientId: this.opts.clientId, refused }, 'MQTT subscription refused');
        this.started?.resolve();
        this.started = undefined;
        return;
      }
      case 'publish':
        return this.onPublish(p.topic, p.payload as Buffer, p.qos, p.messageId, gen);
      case 'puback': {
        const waiting = this.outgoing.get(p.messageId!);
        this.outgoing.delete(p.messageId!);
        if (p.reasonCode && p.reasonCode >= 0x80) waiting?.reject(new Error(`publish refused: reason ${p.reasonCode}`));
        else waiting?.resolve();
        return;
      }
      case 'pingresp':
        this.awaitingPong = false;
        return;
      case 'disconnect':
        this.opts.log.warn({ clientId: this.opts.clientId, reasonCode: p.reasonCode }, 'MQTT broker disconnected us');
        return;
    }
  }

  private onPublish(topic: string, payload: Buffer, qos: number, messageId: number | undefined, gen: number): void {
    const entry = { id: messageId ?? 0, done: false };
    if (qos > 0) this.acks.push(entry);
    this.inFlight.track(this.opts.onMessage(topic, payload)).then(
      () => {
        entry.done = true;
        if (gen === this.generation) this.releaseAcks();
      },
      (err) => {
        this.opts.log.error({ err: loggableError(err), topic }, 'message not stored; reconnecting so the broker redelivers it');
        if (gen === this.generation) this.socket?.destroy();
      },
    );
  }

  /**
   * A committed batch settles its messages one promise at a time: the socket
   * is corked until they all have, so their PUBACKs go out in one write, not
   * a system call each.
   */
  private releaseAcks(): void {
    let n = 0;
    while (n < this.acks.length && this.acks[n].done) n++;
    if (n === 0) return;
    const socket = this.socket;
    if (socket && socket.writableCorked === 0) {
      socket.cork();
      process.nextTick(() => socket.uncork());
    }
    for (const { id } of this.acks.splice(0, n)) this.send({ cmd: 'puback', messageId: id, reasonCode: 0 });
  }

  private startPing(): void {
    clearInterval(this.pingTimer);
    this.awaitingPong = false;
    this.pingTimer = setInterval(
      () => {
        if (this.awaitingPong) return void this.socket?.destroy(new Error('no PINGRESP from the broker'));
        this.awaitingPong = true;
        this.send({ cmd: 'pingreq' });
      },
      (this.opts.keepaliveSec ?? 30) * 1000,
    ).unref();
  }

  private onClose(gen: number): void {
    if (gen !== this.generation) return;
    clearInterval(this.pingTimer);
    this.socket = undefined;
    // Unacknowledged messages stay with the broker and come again after the reconnect.
    this.acks = [];
    for (const w of this.outgoing.values()) w.reject(new Error('connection to the MQTT broker lost'));
    this.outgoing.clear();
    if (this.started) {
      // The first connection failed: report it to whoever is starting us rather than retry silently.
      this.started.reject(new Error(`could not connect to the MQTT broker as ${this.opts.clientId}`));
      this.started = undefined;
      this.closing = true;
    }
    if (this.closing) return;
    this.reconnectTimer = setTimeout(() => this.connect(), this.backoffMs);
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
  }

  private allocateId(): number {
    do this.nextId = (this.nextId % 65535) + 1;
    while (this.outgoing.has(this.nextId));
    return this.nextId;
  }

  private send(packet: Packet): void {
    this.socket?.write(mqttPacket.generate(packet, V5));
  }
}
