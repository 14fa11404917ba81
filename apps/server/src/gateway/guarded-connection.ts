import type net from 'node:net';
import { Duplex } from 'node:stream';
import type { GatewayLog } from './log.ts';
import { FrameScanner, type BrokerLimits } from './frame-scanner.ts';

/**
 * The socket as Aedes sees it: every inbound byte passes the frame scanner
 * first, and the socket is read only as fast as Aedes takes the bytes, so a
 * stranger's announced packet is refused before it is buffered.
 */
export class GuardedConnection extends Duplex {
  readonly scanner: FrameScanner;

  constructor(
    private readonly socket: net.Socket,
    limits: BrokerLimits,
    log: GatewayLog,
  ) {
    super({ allowHalfOpen: false });
    this.scanner = new FrameScanner(limits);
    socket.on('data', (chunk: Buffer) => {
      const refused = this.scanner.feed(chunk);
      if (refused) {
        log.warn({ address: socket.remoteAddress, reason: refused }, 'MQTT connection refused');
        socket.destroy();
        return;
      }
      if (!this.push(chunk)) socket.pause();
    });
    socket.on('end', () => this.push(null));
    socket.on('error', (err) => this.destroy(err));
    socket.on('close', () => this.destroy());
  }

  /** device-auth logs the address of each sign-in. */
  get remoteAddress(): string | undefined {
    return this.socket.remoteAddress;
  }

  override _read(): void {
    this.socket.resume();
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.socket.write(chunk, encoding, done);
  }

  /**
   * Aedes writes a packet in pieces (a PUBACK's header, length and id) under
   * cork: they reach the socket as one write. Passed on one at a time, each
   * piece was a system call of its own, three per acknowledged message.
   */
  override _writev(chunks: Array<{ chunk: Buffer }>, done: (err?: Error | null) => void): void {
    this.socket.write(chunks.length === 1 ? chunks[0].chunk : Buffer.concat(chunks.map((c) => c.chunk)), done);
  }

  override _final(done: (err?: Error | null) => void): void {
    this.socket.end(done);
  }

  override _destroy(err: Error | null, done: (err?: Error | null) => void): void {
    this.socket.destroy();
    done(err);
  }
}

/** Counts open connections per remote address; a connection over the limit is closed before it is read. */
export class AddressLimit {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  admit(socket: net.Socket): boolean {
    const address = socket.remoteAddress ?? '';
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    socket.once('close', () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
    return true;
  }
}
