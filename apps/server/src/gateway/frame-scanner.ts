/** What the embedded broker accepts from a connection before it holds any of it in memory. */
export interface BrokerLimits {
  /**
   * Largest remaining length of any packet. The largest legitimate message is
   * a 64 KB payload (protocol §11) plus its topic; Aedes buffers a whole
   * packet before it looks at it, so anything larger is refused as announced.
   */
  maxPacketBytes: number;
  /** Bytes a connection may send before its CONNECT is accepted: a device's CONNECT with its will is a few hundred. */
  maxBytesBeforeConnect: number;
  /** Open connections per remote address; a plant's devices behind one NAT address share it. */
  connectionsPerAddress: number;
}

export const DEFAULT_BROKER_LIMITS: BrokerLimits = {
  maxPacketBytes: 256 * 1024,
  maxBytesBeforeConnect: 16 * 1024,
  connectionsPerAddress: 1000,
};

/** MQTT allows at most four bytes of remaining length. */
const MAX_LENGTH_BYTES = 4;

/**
 * Follows the fixed headers of an inbound MQTT byte stream without keeping
 * any of it, so a connection can be refused as soon as it announces a packet
 * that is too large, not after the broker has buffered it.
 */
export class FrameScanner {
  private inHeader = true;
  private readingLength = false;
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private bodyLeft = 0;
  private received = 0;
  private connected = false;

  constructor(private readonly limits: Pick<BrokerLimits, 'maxPacketBytes' | 'maxBytesBeforeConnect'>) {}

  /** The broker accepted the CONNECT: from now on only the packet limit applies. */
  accepted(): void {
    this.connected = true;
  }

  /** Why the connection must be closed, or null when these bytes are fine. */
  feed(chunk: Buffer): string | null {
    if (!this.connected) {
      this.received += chunk.length;
      if (this.received > this.limits.maxBytesBeforeConnect) return 'too many bytes before CONNECT';
    }
    let i = 0;
    while (i < chunk.length) {
      if (this.bodyLeft > 0) {
        const take = Math.min(this.bodyLeft, chunk.length - i);
        this.bodyLeft -= take;
        i += take;
      } else if (this.inHeader) {
        i++;
        this.inHeader = false;
        this.readingLength = true;
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
      } else if (this.readingLength) {
        const b = chunk[i++];
        this.length += (b & 0x7f) * this.multiplier;
        this.multiplier *= 128;
        this.lengthBytes++;
        if (b & 0x80) {
          if (this.lengthBytes === MAX_LENGTH_BYTES) return 'malformed remaining length';
          continue;
        }
        const limit = this.connected ? this.limits.maxPacketBytes : Math.min(this.limits.maxPacketBytes, this.limits.maxBytesBeforeConnect);
        if (this.length > limit) return `packet of ${this.length} bytes announced`;
        this.readingLength = false;
        this.bodyLeft = this.length;
        this.inHeader = true;
      }
    }
    return null;
  }
}
