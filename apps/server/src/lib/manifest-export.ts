import { menuNameOf, type Manifest } from '@cniot/contract/manifest/define';
import { exportColumnsOf } from '@cniot/contract/manifest/derive';
import type { ExportColumn } from './xlsx.ts';

/** An export is named as its screen is: the menu's title, in the reader's language. */
export const exportTitleOf = (m: Manifest): string => `menus.${menuNameOf(m)}`;

/** The export columns a manifest declares: headed by the screen's field names, dictionaries and fixed values as labels, times as dates. */
export const manifestExportColumns = (m: Manifest, formats: Record<string, NonNullable<ExportColumn['format']>> = {}): ExportColumn[] =>
  exportColumnsOf(m).map((c) => ({ ...c, header: `resources.${m.name}.fields.${c.key}`, format: formats[c.key] }));
