import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pgListener, type Listener } from '../../src/db/notify-listener.ts';
import { waitFor } from '../gateway/helpers.ts';

const url = process.env.DATABASE_URL;
const skip = url ? '' : 'needs PostgreSQL (DATABASE_URL): the listener is a connection of its own';

/**
 * A connection whose network is cut without a word: it stays open, and its queries are never answered.
 * Only the clock can tell; the listener must give it up rather than trust the session cache on it.
 */
class CuttableClient extends pg.Client {
  static cut = false;
  override query(...args: unknown[]): never {
    if (CuttableClient.cut) return new Promise(() => {}) as never;
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

describe.skipIf(skip)(`the listening connection${skip ? ` (skipped: ${skip})` : ''}`, { timeout: 45_000 }, () => {
  let listener: Listener | undefined;
  afterAll(() => listener?.close());

  it('is given up when it stops answering, and listens again on a new connection', async () => {
    const events: string[] = [];
    const heard: string[] = [];
    listener = await pgListener(CuttableClient as unknown as typeof pg.Client, url!, 'cniot_listener_test', {
      message: (payload) => heard.push(payload),
      up: () => events.push('up'),
      down: () => events.push('down'),
    });
    expect(events).toEqual(['up']);

    CuttableClient.cut = true;
    const started = Date.now();
    // The heartbeat (every 10 s) finds the silence; an unanswered one is given up after 5 s.
    await waitFor(() => events.length === 2, 'the silent connection to be given up', 20_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(events).toEqual(['up', 'down']);

    CuttableClient.cut = false;
    await waitFor(() => events.length === 3, 'a new listening connection', 10_000);
    expect(events).toEqual(['up', 'down', 'up']);
    const notifier = new pg.Client({ connectionString: url });
    await notifier.connect();
    await notifier.query(`notify cniot_listener_test, 'after'`);
    await notifier.end();
    await waitFor(() => heard.length === 1, 'the notification', 5000);
    expect(heard).toEqual(['after']);
  });
});
