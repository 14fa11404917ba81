import type { ReactNode } from 'react';
import { Image } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { fileUrl } from '../../lib/files.ts';
import { formatTime, formatValue } from '../../lib/format.ts';
import { dictLabel, DictTag, type DictItem } from '../dict.tsx';
import { splitNames } from '../upload/upload-rules.ts';
import { resourceKey } from './resource-keys.ts';
import type { Column, Row } from './resource.ts';

export interface CellContext {
  resource: string;
  dicts: Record<string, DictItem[]>;
  t: TFunction;
}

/** How a column shows its value, by type; `render` and `link` override. */
export function renderCell(column: Column, row: Row, ctx: CellContext): ReactNode {
  if (column.render) return column.render(row);
  const value = row[column.name];
  const text = value === null || value === undefined ? '' : String(value);
  if (column.link) return <Link to={column.link(row)}>{text}</Link>;
  const options = column.options;
  if (options && 'dict' in options) return <DictTag items={ctx.dicts[options.dict] ?? []} value={value} />;
  if (options && 'values' in options) return text && ctx.t(resourceKey.option(ctx.resource, column.name, text));
  switch (column.type) {
    case 'datetime':
      return formatTime(value);
    case 'image': {
      const first = splitNames(value)[0];
      return first ? <Image width={48} height={48} src={fileUrl(first)} /> : null;
    }
    default:
      return formatValue(value);
  }
}

/** A cell's whole value as text, for its hover title: what a tag or a link shows. */
export function cellText(column: Column, row: Row, ctx: CellContext): string | undefined {
  const value = row[column.name];
  if (value === null || value === undefined || value === '') return undefined;
  const options = column.options;
  if (options && 'dict' in options) return dictLabel(ctx.dicts[options.dict] ?? [], value);
  if (options && 'values' in options) return ctx.t(resourceKey.option(ctx.resource, column.name, String(value)));
  if (column.type === 'datetime') return formatTime(value);
  if (!column.render) return formatValue(value);
  const shown = column.render(row);
  return typeof shown === 'string' ? shown : typeof value === 'string' ? value : undefined;
}
