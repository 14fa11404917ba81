import { isDataError, loggableError } from '../../lib/db-errors.ts';
import type { GatewayLog } from '../log.ts';

interface Pending<T> {
  item: T;
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Group commit: items arriving while a write runs go into the next write, so
 * the batch grows with the load and an idle system still commits at once.
 * Each item's promise settles when its write commits; the caller acknowledges
 * the MQTT message only then.
 */
export class Batcher<T> {
  private queue: Pending<T>[] = [];
  private running = false;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly log: GatewayLog,
    private readonly maxItems = 500,
  ) {}

  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) {
        this.running = true;
        // Let the rest of this socket read arrive before the first write.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      await this.flush(this.queue.splice(0, this.maxItems));
    }
    this.running = false;
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
