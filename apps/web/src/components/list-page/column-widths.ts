import type { Column } from './resource.ts';

/**
 * Widths of columns whose content has a known size; the others share what is
 * left of the table's width and end in "…" (docs/console-conventions.md).
 * A date and time in German ("24.11.2026, 14:05:09") is the longest of the four languages.
 */
const BY_TYPE: Partial<Record<NonNullable<Column['type']>, number>> = { datetime: 160, switch: 96, image: 80 };

/** Below this a column without a width of its own is not squeezed: the table scrolls instead. */
export const FLEX_MIN = 80;

export const columnWidth = (c: Column): number | undefined => c.width ?? (c.type ? BY_TYPE[c.type] : undefined);

/** The narrowest the table may get before it scrolls sideways: fixed widths, the flexible columns at their minimum, the checkbox. */
export const tableMinWidth = (widths: (number | string | undefined)[], selectable: boolean): number =>
  widths.reduce<number>((sum, w) => sum + (typeof w === 'number' ? w : FLEX_MIN), selectable ? 32 : 0);
