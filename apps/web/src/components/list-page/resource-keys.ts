import type { Options, Resource } from './resource.ts';

/** Every text of a declared screen derives from its names, so a screen needs no hand-typed keys. */
export const resourceKey = {
  title: (res: string) => `resources.${res}.title`,
  field: (res: string, field: string) => `resources.${res}.fields.${field}`,
  option: (res: string, field: string, value: string | number) => `resources.${res}.options.${field}.${value}`,
  action: (res: string, action: string) => `resources.${res}.actions.${action}`,
  confirm: (res: string, action: string) => `resources.${res}.confirm.${action}`,
};

const optionKeys = (res: string, field: string, options: Options | undefined) => (options && 'values' in options ? options.values.map((v) => resourceKey.option(res, field, v)) : []);

/** The keys a declaration will look up; the catalogue test checks each language has them. */
export function resourceKeys(r: Resource): string[] {
  const { field, action, confirm, title } = resourceKey;
  const keys = [title(r.name)];
  for (const c of r.columns) keys.push(field(r.name, c.name), ...optionKeys(r.name, c.name, c.options));
  for (const f of [...(r.search ?? []), ...(r.form ?? [])]) keys.push(field(r.name, f.name), ...optionKeys(r.name, f.name, f.options));
  for (const name of r.detail ?? []) keys.push(field(r.name, name));
  for (const a of [...(r.rowActions ?? []), ...(r.toolbar ?? [])]) {
    keys.push(action(r.name, a.key));
    if (a.confirm) keys.push(confirm(r.name, a.key));
  }
  return [...new Set(keys)];
}
