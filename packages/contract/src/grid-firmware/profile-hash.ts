/**
 * The hash a device reports for its grid profile (protocol §7.1): FNV-1a 64 of
 * `code=value` lines sorted by code (values as JSON numbers, joined by "\n"),
 * 16 hex digits. FNV because inverter firmware computes it on every change and
 * it needs no crypto library; it detects drift, it authenticates nothing.
 */
export function profileHash(values: Record<string, number>): string {
  const text = Object.keys(values)
    .sort()
    .map((k) => `${k}=${JSON.stringify(values[k])}`)
    .join('\n');
  const mask = (1n << 64n) - 1n;
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) h = ((h ^ BigInt(byte)) * 0x100000001b3n) & mask;
  return h.toString(16).padStart(16, '0');
}

/** A profile value as the device receives it: × configMul, without the float noise of the product (50.2 × 100 = 5020). */
export const deviceValue = (value: number, mul: number) => Math.round(value * mul * 1e6) / 1e6;
