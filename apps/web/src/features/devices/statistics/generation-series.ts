/** Energy per period as the chart draws it: oldest first, in kWh, labelled in the period's own granularity. */

export type Period = 'd' | 'm' | 'y';

const LABEL_LENGTH: Record<Period, number> = { d: 10, m: 7, y: 4 };

export interface Series {
  labels: string[];
  kwh: number[];
}

/** Rows arrive newest first with `staticTime` the period's first day ('YYYY-MM-DD') and `energyWh`. */
export function generationSeries(rows: { staticTime?: unknown; energyWh?: unknown }[], period: Period): Series {
  const ordered = [...rows].reverse();
  return {
    labels: ordered.map((r) => String(r.staticTime ?? '').slice(0, LABEL_LENGTH[period])),
    kwh: ordered.map((r) => Number((Number(r.energyWh ?? 0) / 1000).toFixed(3))),
  };
}

/** How far back each view looks: a month of days, two years of months, every year. */
export function rangeStart(period: Period, today: Date): string | undefined {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  if (period === 'd') d.setUTCDate(d.getUTCDate() - 30);
  else if (period === 'm') d.setUTCMonth(d.getUTCMonth() - 23, 1);
  else return undefined;
  return d.toISOString().slice(0, 10);
}
