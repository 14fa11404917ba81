import type { ImportRowResult } from '@cniot/contract/devices/device-code';

/** Rows the user has to fix come first, in file order; accepted rows follow. */
export const failedFirst = (rows: ImportRowResult[]): ImportRowResult[] => [...rows].sort((a, b) => Number(a.ok) - Number(b.ok) || a.row - b.row);
