import { EventEmitter } from 'node:events';
import type net from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BROKER_LIMITS } from '../../src/gateway/frame-scanner.ts';
import { GuardedConnection } from '../../src/gateway/guarded-connection.ts';
import { testLog } from './helpers.ts';

/** The socket's side of a guarded connection: what was written to it, write by write. */
function fakeSocket() {
  const writes: Buffer[] = [];
  const socket = Object.assign(new EventEmitter(), {
    remoteAddress: '127.0.0.1',
    write(chunk: Buffer, ...rest: unknown[]) {
      writes.push(Buffer.from(chunk));
      const done = rest.find((x) => typeof x === 'function') as (() => void) | undefined;
      if (done) process.nextTick(done);
      return true;
    },
    pause() {},
    resume() {},
    end() {},
    destroy() {},
  });
  return { socket: socket as unknown as net.Socket, writes };
}

describe('guarded connection', () => {
  it('passes a packet written in pieces under cork (as Aedes writes a PUBACK) to the socket in one write', async () => {
    const { socket, writes } = fakeSocket();
    const conn = new GuardedConnection(socket, DEFAULT_BROKER_LIMITS, testLog());
    conn.cork();
    for (const piece of [[0x40], [0x02], [0x12, 0x34]]) conn.write(Buffer.from(piece));
    process.nextTick(() => conn.uncork());
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([Buffer.from([0x40, 0x02, 0x12, 0x34])]);
  });

  it('passes a lone write on as it is', async () => {
    const { socket, writes } = fakeSocket();
    const conn = new GuardedConnection(socket, DEFAULT_BROKER_LIMITS, testLog());
    await new Promise((resolve) => conn.write(Buffer.from([1, 2, 3]), resolve));
    expect(writes).toEqual([Buffer.from([1, 2, 3])]);
  });
});
