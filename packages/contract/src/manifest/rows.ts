import { z } from 'zod';
import type { FieldSpec, Manifest } from './define.ts';
import { baseSchema, formSpec, listSpec } from './derive.ts';

/** A value of a read-only field that declares no type: a JSON scalar, as a column gives it. */
const scalar = z.union([z.string(), z.number(), z.boolean()]).nullable();

const formOnly = (f: FieldSpec) => !!f.form && !f.list && !f.search && !f.sort && !f.export && !f.detail;
/** A filter the list applies (a group, whether a device was ever seen), no value of the row. */
const searchOnly = (f: FieldSpec) => !!f.search && !f.form && !f.list && !f.sort && !f.export && !f.detail;

/** A field's value in a row, as the database returns it through JSON: the form's value type or null; a time as its ISO text. */
function cellOf(name: string, f: FieldSpec, id: string): z.ZodType {
  if (f.answer) return f.answer;
  if (name === id) return z.number().int();
  if (listSpec(f)?.type === 'datetime') return z.string().nullable();
  const kind = f.schema ? baseSchema(f.schema).def.type : undefined;
  if (kind === 'number') return z.number().nullable();
  if (kind === 'boolean') return z.boolean().nullable();
  if (kind === 'string' || kind === 'enum') return z.string().nullable();
  if (kind === 'array') return z.array(z.union([z.string(), z.number()])).nullable();
  return scalar;
}

/**
 * A list row of a manifest's resource: its fields (the id among them) and the read-only values it declares beyond
 * them (`rowExtras`: a looked-up name, the caller's star). `GET /x/list` answers `tableOf(rowOf(m))`.
 */
export function rowOf(m: Manifest) {
  // A scoped row names the organization it belongs to (unless the resource hides it).
  const shape: Record<string, z.ZodType> = { [m.id]: z.number().int(), ...(m.scope === 'dept' ? { deptId: z.number().int().nullable().optional() } : {}) };
  for (const [name, f] of Object.entries(m.fields)) {
    // The soft-delete flag reads '0' on every row a list shows; a password is never answered.
    if (f.answer === false || name === m.softDelete || formSpec(f)?.widget === 'password' || (searchOnly(f) && !f.answer)) continue;
    // A field only the form has may be written elsewhere (ids of members, the parent a new row goes under).
    shape[name] = formOnly(f) && !f.answer ? cellOf(name, f, m.id).optional() : cellOf(name, f, m.id);
  }
  // Open: a list answers every visible column of its table, and consoles (ours, RuoYi's) read some the manifest does
  // not name yet (a device's last-seen time, a user's `dept.deptName`); the named keys are checked, none is dropped.
  return z.looseObject({ ...shape, ...m.rowExtras });
}

/**
 * `GET /x/:id`: the row's fields and what the resource's detail adds (`detailExtras`: members, live values). Open on
 * purpose: detail hooks answer what their screens and device tools read beyond the fields (a device's key, judged
 * figures), not declared one by one yet, and fast-json-stringify must not drop them.
 */
export const detailOf = (m: Manifest) => z.looseObject({ ...rowOf(m).partial().shape, ...m.detailExtras });
