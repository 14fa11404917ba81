/**
 * The soak's devices, on a thread of their own: 10,000 MQTT clients and their
 * timers on the server nodes' event loop took most of it, and the soak then
 * measured the bench rather than the nodes. Posts `{ acked }` every second and
 * `{ done, sent, acked: [id, ts[]][] }` at the end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import mqtt, { type MqttClient } from 'mqtt';
import { clientIdOf, topicOf } from '@cniot/contract/devices/device-protocol';

export interface SoakDevicesInput {
  ids: string[];
  servers: Array<{ host: string; port: number }>;
  account: { username: string; password: string };
  untilMs: number;
  everyMs: number;
}

const input = workerData as SoakDevicesInput;
const port = parentPort!;

async function main() {
  const clients: MqttClient[] = [];
  const started = performance.now();
  // In waves, so the brokers are not asked for 10,000 sign-ins in the same instant.
  for (let i = 0; i < input.ids.length; i += 500) {
    const wave = input.ids.slice(i, i + 500).map((id, j) =>
      mqtt.connectAsync({
        servers: [input.servers[(i + j) % input.servers.length]],
        clientId: clientIdOf('wn', id),
        ...input.account,
        reconnectPeriod: 1000,
        connectTimeout: 30_000,
      }),
    );
    clients.push(...(await Promise.all(wave)));
  }
  for (const c of clients) c.on('error', () => {});
  port.postMessage({ connected: clients.length, seconds: (performance.now() - started) / 1000 });

  let sent = 0;
  let acked = 0;
  const ackedTs = new Map<string, number[]>();
  const progress = setInterval(() => port.postMessage({ acked }), 1000);
  const until = Date.now() + input.untilMs;
  await Promise.all(
    clients.map(async (client, i) => {
      const id = input.ids[i];
      const list: number[] = [];
      ackedTs.set(id, list);
      // Spread the devices over the interval, as a real fleet's clocks are.
      await new Promise((r) => setTimeout(r, (i / clients.length) * input.everyMs));
      let n = 0;
      while (Date.now() < until) {
        const ts = Date.now();
        sent++;
        const payload = JSON.stringify({ ts, values: { acPower: 500, totalWh: 100_000 + n++ * 10 } });
        await client.publishAsync(topicOf('wn', id, 'telemetry'), payload, { qos: 1 });
        acked++;
        list.push(ts);
        await new Promise((r) => setTimeout(r, Math.max(0, ts + input.everyMs - Date.now())));
      }
    }),
  );
  clearInterval(progress);
  await Promise.all(clients.map((c) => c.endAsync(true)));
  port.postMessage({ done: true, sent, acked: [...ackedTs] });
}

main().catch((err) => {
  port.postMessage({ error: String(err?.stack ?? err) });
});
