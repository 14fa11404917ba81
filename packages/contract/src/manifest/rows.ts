import { z } from 'zod';
import type { FieldSpec, Manifest } from './define.ts';
import { baseSchema, listSpec } from './derive.ts';

/** A value of a read-only field that declares no type: a JSON scalar, as a column gives it. */
const scalar = z.union([z.string(), z.number(), z.boolean()]).nullable();

/** A field's value in a row, as the database returns it through JSON: the form's value type or null; a time as its ISO text. */
function cellOf(name: string, f: FieldSpec, id: string): z.ZodType {
  if (f.answer) return f.answer;
  if (name === id) return z.number().int();
  if (listSpec(f)?.type === 'datetime') return z.string().nullable();
  const kind = f.schema ? baseSchema(f.schema).def.type : undefined;
  if (kind === 'number') return z.number().nullable();
  if (kind === 'boolean') return z.boolean().nullable();
  if (kind === 'string' || kind === 'enum') return z.string().nullable();
  return scalar;
}

/**
 * A list row of a manifest's resource: its fields (the id among them) and the read-only values it declares beyond
 * them (`rowExtras`: a looked-up name, the caller's star). `GET /x/list` answers `tableOf(rowOf(m))`.
 */
export function rowOf(m: Manifest) {
  const shape: Record<string, z.ZodType> = { [m.id]: z.number().int() };
  // The soft-delete flag reads '0' on every row a list shows.
  for (const [name, f] of Object.entries(m.fields)) if (f.answer !== false && name !== m.softDelete) shape[name] = cellOf(name, f, m.id);
  return z.object({ ...shape, ...m.rowExtras });
}

/** `GET /x/:id`: the row and what the resource's detail adds to it (`detailExtras`: members, live values). */
export const detailOf = (m: Manifest) => rowOf(m).extend(m.detailExtras ?? {});
