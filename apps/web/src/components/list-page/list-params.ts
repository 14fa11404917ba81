import dayjs from 'dayjs';
import type { FormField, Row, SearchField } from './resource.ts';

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** Search values as query parameters: a date range becomes its two parameters (default beginTime/endTime). */
export function searchParams(values: Row, fields: SearchField[]): Row {
  const out: Row = {};
  for (const f of fields) {
    const value = values[f.name];
    if (f.type === 'dateRange') {
      const [from, to] = (value as [dayjs.Dayjs | null, dayjs.Dayjs | null] | undefined) ?? [];
      const [fromName, toName] = f.range ?? ['beginTime', 'endTime'];
      if (from) out[fromName] = from.format(DATE);
      if (to) out[toName] = to.format(DATE);
    } else out[f.name] = dayjs.isDayjs(value) ? value.format(DATE) : value;
  }
  return out;
}

export interface Sort {
  field: string;
  order: 'asc' | 'desc';
}

/** Everything the list call sends; fixed parameters (a page's context) win over the search form. */
export function listParams(input: { filters: Row; fixed?: Row; page?: { pageNum: number; pageSize: number }; sort?: Sort }): Row {
  const { filters, fixed, page, sort } = input;
  return {
    ...filters,
    ...fixed,
    ...page,
    ...(sort ? { orderByColumn: sort.field, isAsc: sort.order } : {}),
  };
}

/** Form values as the API takes them: dates as text, empty strings as absent. */
export function formValuesOut(values: Row, fields: FormField[]): Row {
  const out: Row = { ...values };
  for (const f of fields) {
    const value = out[f.name];
    if (dayjs.isDayjs(value)) out[f.name] = value.format(f.type === 'date' ? DATE : DATE_TIME);
    else if (value === '') out[f.name] = undefined;
  }
  return out;
}

/** A record as the form shows it: dates become pickers' values. */
export function formValuesIn(record: Row, fields: FormField[]): Row {
  const out: Row = { ...record };
  for (const f of fields) {
    if (f.type === 'date' && typeof out[f.name] === 'string' && out[f.name]) out[f.name] = dayjs(out[f.name] as string);
  }
  return out;
}
