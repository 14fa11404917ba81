import { sql } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { clientIdOf, topicOf } from '@cniot/contract/devices/device-protocol';
import { rowsOf, type Db } from '../../src/db/client.ts';

interface Device {
  id: string;
  key: string;
}

/**
 * Inverters that keep reporting, one QoS 1 message at a time, through broker
 * failures: each reconnects to the next broker node and resends what was not
 * acknowledged. Remembers every record the broker acknowledged, to count
 * afterwards which of them the database lacks.
 */
export class Fleet {
  private clients: MqttClient[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  readonly acked = new Map<string, number[]>();
  private readonly base = Date.now() - 30 * 86_400_000;
  private seq = new Map<string, number>();

  constructor(
    private readonly devices: Device[],
    private readonly servers: Array<{ host: string; port: number }>,
  ) {}

  async connect(): Promise<void> {
    this.clients = await Promise.all(
      this.devices.map((d, i) => {
        // Spread the devices over the broker nodes; on a lost connection each moves to the next.
        const servers = [...this.servers.slice(i % this.servers.length), ...this.servers.slice(0, i % this.servers.length)];
        const client = mqtt.connectAsync({
          servers,
          clientId: clientIdOf('wn', d.id),
          username: d.id,
          password: d.key,
          clean: false,
          reconnectPeriod: 300,
          connectTimeout: 5000,
          protocolVersion: 4,
        });
        return client;
      }),
    );
    for (const c of this.clients) c.on('error', () => {});
  }

  get total(): number {
    let n = 0;
    for (const list of this.acked.values()) n += list.length;
    return n;
  }

  start(pauseMs = 20): void {
    this.running = true;
    this.loops = this.devices.map(async (d, i) => {
      const client = this.clients[i];
      const list = this.acked.get(d.id) ?? [];
      this.acked.set(d.id, list);
      while (this.running) {
        const n = this.seq.get(d.id) ?? 0;
        this.seq.set(d.id, n + 1);
        const ts = this.base + n * 60_000;
        const payload = JSON.stringify({ ts, values: { acPower: 500, totalWh: 100_000 + n * 10 } });
        await client.publishAsync(topicOf('wn', d.id, 'telemetry'), payload, { qos: 1 });
        list.push(ts);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
  }

  /** Stops sending; a publish still unanswered after 30 s is left out (it was never acknowledged). */
  async stop(): Promise<void> {
    this.running = false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.loops), new Promise((r) => (timer = setTimeout(r, 30_000)))]);
    clearTimeout(timer);
  }

  /** Acknowledged records not (yet) stored. */
  async missing(db: Db): Promise<number> {
    const rows = await rowsOf<{ id: string; ts: number }>(
      db,
      sql`select wn_id as id, (extract(epoch from ts) * 1000)::float8 as ts from iot_wn_data
          where wn_id in (${sql.join(
            this.devices.map((d) => sql`${d.id}`),
            sql`, `,
          )})`,
    );
    const stored = new Set(rows.map((r) => `${r.id}/${r.ts}`));
    let missing = 0;
    for (const [id, list] of this.acked) for (const ts of list) if (!stored.has(`${id}/${ts}`)) missing++;
    return missing;
  }

  async end(): Promise<void> {
    await Promise.all(this.clients.map((c) => c.endAsync(true)));
  }
}
