import { parse } from 'node:querystring';

const NESTED = { 'params[beginTime]': 'beginTime', 'params[endTime]': 'endTime' } as const;

/**
 * Query strings and form bodies. RuoYi's clients send the search form's date range nested, as
 * params[beginTime] and params[endTime] (in a list's query and an export's form body); our lists read
 * beginTime and endTime, so the nested names are read as those unless the flat ones are sent too.
 */
export function parseRuoyiForm(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...parse(text) };
  for (const [nested, flat] of Object.entries(NESTED)) {
    if (!(nested in fields)) continue;
    fields[flat] ??= fields[nested];
    delete fields[nested];
  }
  return fields;
}
