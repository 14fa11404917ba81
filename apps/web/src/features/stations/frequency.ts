/** The repeat of a schedule as its form edits it: '0' once, or weekdays '1' (Monday) … '7' (Sunday), comma-separated. */

export const FREQUENCY_VALUES = ['0', '1', '2', '3', '4', '5', '6', '7'] as const;

export const parseFrequency = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => (FREQUENCY_VALUES as readonly string[]).includes(v));

/**
 * The value after the user ticked or unticked boxes: "once" and weekdays
 * exclude each other, so whichever was ticked last wins; nothing ticked is no
 * value at all (the form then asks for one).
 */
export function nextFrequency(before: string[], ticked: string[]): string | undefined {
  const added = ticked.filter((v) => !before.includes(v));
  const chosen = added.includes('0') ? ['0'] : added.length ? ticked.filter((v) => v !== '0') : ticked;
  const value = [...new Set(chosen)].sort().join(',');
  return value || undefined;
}
