import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { refreshStationSummary } from './summary.ts';

/**
 * A fleet of 100,000 inverters reporting every 5 minutes touches about 700
 * stations in 2 seconds: one statement for those is a few milliseconds of the
 * database, and the dashboard is then a couple of seconds behind the devices.
 */
export const SUMMARY_DEBOUNCE_MS = 2000;

/**
 * Keeps the summary rows of stations that just received telemetry or changed
 * status fresh between the minute job's runs: the stations this node's ingest
 * reports are gathered, and at most one refresh runs per debounce window, for
 * every station gathered since the previous one. The minute job still covers
 * what no message announces (a device falling silent, sunrise, the peers).
 */
export class SummaryRefresher {
  private readonly pending = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly debounceMs = SUMMARY_DEBOUNCE_MS,
  ) {}

  touch(stationIds: Iterable<number>): void {
    for (const id of stationIds) this.pending.add(id);
    this.schedule();
  }

  /** Lets a refresh under way finish; whatever is still gathered waits for the minute job. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.closed || this.timer || this.running || this.pending.size === 0) return;
    this.timer = setTimeout(() => void this.flush(), this.debounceMs);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const ids = [...this.pending];
    this.pending.clear();
    this.running = refreshStationSummary(this.db, ids).catch((err: unknown) => this.log.warn({ err, stations: ids.length }, 'station summary refresh after ingest failed'));
    await this.running;
    this.running = null;
    this.schedule();
  }
}
