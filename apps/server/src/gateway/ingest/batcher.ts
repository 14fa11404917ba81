import { isDataError, loggableError } from '../../lib/db-errors.ts';
import type { GatewayLog } from '../log.ts';

interface Pending<T> {
  item: T;
  resolve(): void;
  reject(err: unknown): void;
}

interface Lane<T> {
  queue: Pending<T>[];
  running: boolean;
}

export interface BatcherOptions<T> {
  /** Most items per write (default 500). */
  maxItems?: number;
  /** Writes that may run side by side (default 1); each key's items always take the same lane. */
  lanes?: number;
  /** Items of one key are written in the order added, never two of its writes at once. */
  keyOf?(item: T): string;
}

/** FNV-1a: a cheap, stable spread of device ids over the lanes. */
function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Group commit: items arriving while a write runs go into the next write, so
 * the batch grows with the load and an idle system still commits at once.
 * Each item's promise settles when its write commits; the caller acknowledges
 * the MQTT message only then. With several lanes, one lane's transaction waits
 * on the database while the next lane's batch is prepared and sent, and a
 * key's items stay in one lane, so one device's records still commit in order.
 */
export class Batcher<T> {
  private readonly lanes: Lane<T>[];
  private readonly maxItems: number;
  private readonly keyOf?: (item: T) => string;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly log: GatewayLog,
    opts: BatcherOptions<T> = {},
  ) {
    this.maxItems = opts.maxItems ?? 500;
    this.keyOf = opts.keyOf;
    this.lanes = Array.from({ length: Math.max(1, opts.lanes ?? 1) }, () => ({ queue: [], running: false }));
  }

  add(item: T): Promise<void> {
    const lane = this.lanes.length === 1 || !this.keyOf ? this.lanes[0] : this.lanes[hashOf(this.keyOf(item)) % this.lanes.length];
    return new Promise((resolve, reject) => {
      lane.queue.push({ item, resolve, reject });
      if (!lane.running) {
        lane.running = true;
        // Let the rest of this socket read arrive before the first write.
        setImmediate(() => void this.drain(lane));
      }
    });
  }

  private async drain(lane: Lane<T>): Promise<void> {
    while (lane.queue.length > 0) {
      await this.flush(lane.queue.splice(0, this.maxItems));
    }
    lane.running = false;
  }

  private async flush(batch: Pending<T>[]): Promise<void> {
    try {
      const started = performance.now();
      await this.write(batch.map((p) => p.item));
      this.log.debug({ items: batch.length, ms: Math.round(performance.now() - started) }, 'telemetry batch committed');
      for (const p of batch) p.resolve();
    } catch (err) {
      if (!isDataError(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
      if (batch.length > 1) {
        // One bad record must not block the others: find it by writing each alone.
        for (const p of batch) await this.flush([p]);
        return;
      }
      // Retrying the same data cannot succeed: drop it and acknowledge, or the device resends it forever.
      this.log.warn({ err: loggableError(err), item: batch[0].item }, 'telemetry rejected by the database and dropped');
      batch[0].resolve();
    }
  }
}
