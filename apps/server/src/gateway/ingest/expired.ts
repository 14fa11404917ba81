import type { GatewayLog } from '../log.ts';
import type { TelemetryItem } from './telemetry-write.ts';

/**
 * The items without readings older than `keptFrom`: their month's partition is
 * dropped (or about to be) by the retention, and storing them would create it
 * again. They are refused and counted in a warning, and their message is still
 * acknowledged: a resend could never be stored either.
 */
export function withoutExpired(items: TelemetryItem[], keptFrom: number, log: GatewayLog): TelemetryItem[] {
  let refused = 0;
  const devices = new Set<string>();
  const kept = items.map((item) => {
    const records = item.records.filter((r) => r.ts >= keptFrom);
    if (records.length === item.records.length) return item;
    refused += item.records.length - records.length;
    devices.add(`${item.type}:${item.id}`);
    return { ...item, records };
  });
  if (refused > 0) log.warn({ refused, devices: [...devices], keptFrom: new Date(keptFrom).toISOString() }, 'telemetry older than the raw-data retention refused');
  return kept.filter((item) => item.records.length > 0);
}
