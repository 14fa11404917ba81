/**
 * The demo's underperformers, by device code, as output factors per DC input:
 * a shaded panel on the first Berlin inverter and a dead string on a Munich
 * inverter (both plants of the dealer SolarTech). The simulator plays them
 * (fleet file `pvFactors`) and the history backfill writes them, so the
 * underperformance alarm shows on the demo's first judged day.
 */
export const DEMO_PV_FACTORS: Record<string, number[]> = {
  '99100000000001': [1, 0.4],
  '99100000000030': [1, 1, 0, 1],
};
