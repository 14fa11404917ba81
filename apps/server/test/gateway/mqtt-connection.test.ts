import net from 'node:net';
import type { AddressInfo } from 'node:net';
import mqttPacket, { type Packet } from 'mqtt-packet';
import { afterEach, describe, expect, it } from 'vitest';
import { MqttConnection } from '../../src/gateway/mqtt-connection.ts';
import { testLog, waitFor } from './helpers.ts';

const V5 = { protocolVersion: 5 } as const;
const BATCH = 40;

/** A broker that accepts one client, grants its subscription, then delivers `BATCH` QoS 1 messages in one write. */
async function rawBroker() {
  const acked: number[] = [];
  const server = net.createServer((socket) => {
    const parser = mqttPacket.parser(V5);
    const send = (p: object) => socket.write(mqttPacket.generate(p as Packet, V5));
    parser.on('packet', (p: Packet) => {
      if (p.cmd === 'connect') send({ cmd: 'connack', sessionPresent: false, reasonCode: 0 });
      if (p.cmd === 'subscribe') {
        send({ cmd: 'suback', messageId: p.messageId, granted: [1] });
        const batch = Array.from({ length: BATCH }, (_, i) => mqttPacket.generate({ cmd: 'publish', topic: 't', payload: Buffer.from('x'), qos: 1, messageId: i + 1, retain: false, dup: false }, V5));
        socket.write(Buffer.concat(batch));
      }
      if (p.cmd === 'puback') acked.push(p.messageId!);
    });
    socket.on('data', (b) => parser.parse(b));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, acked, url: `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

describe('MQTT ingest connection', () => {
  it('acknowledges a committed batch in one write to the socket, in arrival order', async () => {
    const broker = await rawBroker();
    let commit!: () => void;
    let received = 0;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const conn = new MqttConnection({ url: broker.url, clientId: 'cork', sessionExpirySec: 60, subscriptions: [{ topic: 't', qos: 1 }], onMessage: () => (received++, committed), log: testLog() });
    close = async () => {
      await conn.close(0);
      broker.server.close();
    };
    await conn.start();
    await waitFor(() => received === BATCH, 'the whole batch in flight');
    // The system-call level of the client's socket: each call of these is one write to the kernel.
    const socket = (conn as unknown as { socket: net.Socket & { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void } }).socket;
    let writes = 0;
    for (const method of ['_write', '_writev'] as const) {
      const original = socket[method].bind(socket);
      socket[method] = (...args: unknown[]) => {
        writes++;
        original(...args);
      };
    }
    commit();
    await waitFor(() => broker.acked.length === BATCH, 'every PUBACK at the broker');
    expect(broker.acked).toEqual(Array.from({ length: BATCH }, (_, i) => i + 1));
    expect(writes).toBe(1);
  });
});
