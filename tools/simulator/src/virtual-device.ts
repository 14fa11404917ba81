import mqtt, { type MqttClient } from 'mqtt';
import { commandParams, commandRequest, type CommandName, type CommandRequest } from '@cniot/contract/devices/device-commands';
import { ALARM_TYPES } from '@cniot/contract/devices/device-enums';
import { clientIdOf, topicOf, type AckPayload, type UpChannel } from '@cniot/contract/devices/device-protocol';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { runUpgrade, type OtaFault, type UpgradeParams } from './ota.ts';

export interface DeviceRuntime {
  url: string;
  /** Telemetry interval until a setReportInterval command changes it. */
  intervalMs: number;
  /** Chance per report that a new alarm bit turns on. */
  alarmRate: number;
}

export type ParamValue = number | string | boolean;
export type CommandResult = Record<string, unknown> | void;

const ANSWERS_KEPT = 32;

/**
 * One device speaking docs/device-protocol.md over a real MQTT connection:
 * status with a last will that follows each reconnect, telemetry on a timer,
 * level-triggered alarms, parameters, commands answered once per id, OTA.
 */
export abstract class VirtualDevice {
  client?: MqttClient;
  session = 0;
  running = true;
  readonly params: Record<string, ParamValue>;
  readonly alarms: Record<string, number> = {};
  versions = { software: '1.0.0', hardware: 'A1', wifi: '1.0.0', config: '1' };
  readonly stats = { telemetry: 0, commands: 0 };
  /** Set by the fleet for a share of its devices (fleet.ts), or by a test. */
  otaFault: OtaFault = 'none';
  private readonly answers = new Map<string, AckPayload>();
  private timer?: NodeJS.Timeout;
  private lastTick = Date.now();
  /** The alarm state last published: a message goes out only when a bit changes (protocol §6). */
  private sentAlarms = '';

  constructor(
    readonly spec: DeviceSpec,
    protected readonly runtime: DeviceRuntime,
  ) {
    this.params = { reportInterval: Math.round(runtime.intervalMs / 1000), ...this.initialParams() };
  }

  /** Advances the physical model to `ts` and returns the telemetry values. */
  protected abstract sample(ts: number, dtMs: number): Record<string, unknown>;
  protected abstract initialParams(): Record<string, ParamValue>;

  /** Connects and starts reporting; rejects when the broker refuses the credentials. */
  async start(): Promise<void> {
    this.session = Date.now();
    const { type, id, key } = this.spec;
    const client = mqtt.connect(this.runtime.url, {
      clientId: clientIdOf(type, id),
      username: id,
      password: key,
      clean: true,
      keepalive: 60,
      reconnectPeriod: 2000,
      // A broker refuses sign-ins while the database is down (return code 3): a device retries, as real ones must (docs/deployment.md).
      reconnectOnConnackError: true,
      connectTimeout: 10_000,
      will: { topic: topicOf(type, id, 'status'), payload: this.offline(), qos: 1, retain: true },
    });
    this.client = client;
    client.on('reconnect', () => {
      this.session = Math.max(Date.now(), this.session + 1);
      client.options.will!.payload = this.offline();
    });
    // A command answered while the device is going offline loses its answer, as a real one's would: the server times it out.
    client.on('message', (_topic, payload) => void this.onCommand(payload).catch(() => {}));
    client.on('error', () => {});
    // Started means ready for commands: subscribed, and online announced.
    await new Promise<void>((resolve, reject) => {
      client.on('connect', () => void this.onConnect().then(resolve, () => {}));
      client.once('error', (err) => {
        client.end(true);
        reject(err);
      });
    });
    this.schedule();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    const client = this.client;
    if (!client) return;
    if (client.connected) await this.publish('status', { state: 'offline', session: this.session }, true).catch(() => {});
    await client.endAsync();
  }

  /** Measures now and reports (also called by the timer). */
  async report(ts = Date.now()): Promise<void> {
    const dt = Math.max(0, ts - this.lastTick);
    this.lastTick = ts;
    const values = this.sample(ts, dt);
    await this.publish('telemetry', { ts, values });
    this.stats.telemetry++;
    await this.maybeAlarm(ts);
  }

  protected publish(channel: UpChannel, body: unknown, retain = false): Promise<unknown> {
    return this.client!.publishAsync(topicOf(this.spec.type, this.spec.id, channel), JSON.stringify(body), { qos: 1, retain });
  }

  private offline(): Buffer {
    return Buffer.from(JSON.stringify({ state: 'offline', session: this.session }));
  }

  private async onConnect(): Promise<void> {
    const { type, id } = this.spec;
    await this.client!.subscribeAsync(topicOf(type, id, 'command'), { qos: 1 });
    await this.publish('status', { state: 'online', session: this.session, ts: Date.now(), versions: this.versions }, true);
    const alarms = this.alarmState();
    this.sentAlarms = JSON.stringify(alarms);
    await this.publish('alarm', { ts: Date.now(), values: alarms });
    await this.publish('params', { ts: Date.now(), values: this.params });
  }

  private schedule(): void {
    clearInterval(this.timer);
    const ms = Number(this.params.reportInterval) * 1000;
    this.timer = setInterval(() => {
      if (this.client?.connected) void this.report().catch(() => {});
    }, ms);
    this.timer.unref();
  }

  /** Bits the device's surroundings hold on at `ts` (a grid fault), on top of its own random faults. */
  protected heldAlarms(_ts: number): Record<string, number> {
    return {};
  }

  private alarmState(ts = Date.now()): Record<string, number> {
    const held = this.heldAlarms(ts);
    return Object.fromEntries(ALARM_TYPES[this.spec.type].map((k) => [k, ((this.alarms[k] ?? 0) | (held[k] ?? 0)) >>> 0]));
  }

  private async maybeAlarm(ts: number): Promise<void> {
    for (const [k, mask] of Object.entries(this.alarms)) {
      if (mask !== 0 && Math.random() < 0.2) this.alarms[k] = 0;
    }
    if (Math.random() < this.runtime.alarmRate) {
      const keys = ALARM_TYPES[this.spec.type];
      const k = keys[Math.floor(Math.random() * keys.length)];
      this.alarms[k] = ((this.alarms[k] ?? 0) | (1 << Math.floor(Math.random() * 8))) >>> 0;
    }
    const state = this.alarmState(ts);
    const text = JSON.stringify(state);
    if (text !== this.sentAlarms) {
      this.sentAlarms = text;
      await this.publish('alarm', { ts, values: state });
    }
  }

  private async onCommand(payload: Buffer): Promise<void> {
    let req: CommandRequest;
    try {
      req = commandRequest.parse(JSON.parse(payload.toString('utf8')));
    } catch {
      return;
    }
    const repeat = this.answers.get(req.id);
    if (repeat) return void (await this.publish('ack', repeat));
    this.stats.commands++;
    let ack: AckPayload;
    if (Date.now() > req.expiresAt) ack = { id: req.id, ts: Date.now(), state: 'failed', error: 'expired' };
    else {
      const schema = commandParams[req.name as CommandName];
      const params = schema?.safeParse(req.params);
      try {
        if (!schema) throw new Error('unsupported');
        if (!params?.success) throw new Error('invalid params');
        const result = await this.execute(req.name as CommandName, params.data as Record<string, unknown>, req.id);
        ack = { id: req.id, ts: Date.now(), state: 'success', ...(result ? { result } : {}) };
      } catch (err) {
        ack = { id: req.id, ts: Date.now(), state: 'failed', error: (err as Error).message };
      }
    }
    this.answers.set(req.id, ack);
    if (this.answers.size > ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value!);
    await this.publish('ack', ack);
  }

  /** Commands every device type takes; subclasses handle theirs first and fall back here. */
  protected async execute(name: CommandName, p: Record<string, unknown>, requestId: string): Promise<CommandResult> {
    switch (name) {
      case 'start':
      case 'shutdown':
        this.running = name === 'start';
        return { state: this.running ? 'running' : 'stopped' };
      case 'restart':
        // Drop the link as a reboot would: the broker sends the will, then the device comes back.
        setTimeout(() => this.client?.stream.destroy(), 200);
        return;
      case 'restoreFactorySettings':
        Object.assign(this.params, this.initialParams());
        this.running = true;
        return;
      case 'setReportInterval':
        this.params.reportInterval = p.seconds as number;
        this.schedule();
        return { reportInterval: p.seconds };
      case 'setServer':
        this.params.server = p.url as string;
        return;
      case 'getParams':
        await this.publish('params', { ts: Date.now(), values: this.params });
        return;
      case 'upgrade':
        void runUpgrade(
          { versions: this.versions, otaFault: this.otaFault, report: (body) => this.publish('ota', body), restart: () => this.client?.stream.destroy() },
          requestId,
          p as unknown as UpgradeParams,
        );
        return;
      default:
        throw new Error('unsupported');
    }
  }
}
