import { z } from 'zod';
import { searchField, timeRange } from '../paging.ts';
import type { FieldSpec, FormSpec, ListSpec, Manifest } from './define.ts';

type Fields = Record<string, FieldSpec>;

type FormKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { form: true | FormSpec; schema: z.ZodType } ? K : never;
}[keyof F];
type CreateShape<F extends Fields> = { [K in FormKeys<F> & string]: F[K]['schema'] & z.ZodType };

const entries = <F extends Fields>(m: Manifest<F>) => Object.entries(m.fields) as [string, FieldSpec][];

/** The value type inside optional/nullable/default wrappers, for search fields and widgets. */
export function baseSchema(schema: z.ZodType): z.ZodType {
  let s = schema as z.ZodType & { unwrap?: () => z.ZodType };
  while (['optional', 'nullable', 'default', 'prefault'].includes(s.def.type) && s.unwrap) s = s.unwrap() as typeof s;
  return s;
}

/** What a filled-in search field may hold: query strings carry text, so numbers are coerced. */
function searchSchemaOf(f: FieldSpec): z.ZodType {
  if (f.searchSchema) return f.searchSchema;
  const base = f.schema ? baseSchema(f.schema) : undefined;
  if (f.search === 'like' || !base) return z.string().max(200);
  if (base.def.type === 'number') return z.coerce.number();
  if (base.def.type === 'string') return z.string().max(200);
  return base;
}

/** The list's query (paging fields are the server's to add): search fields, plus beginTime/endTime for a range. */
export function queryOf(m: Manifest) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, f] of entries(m)) {
    if (f.search === 'range') Object.assign(shape, timeRange.shape);
    else if (f.search) shape[name] = searchField(searchSchemaOf(f));
  }
  return z.object(shape);
}

/** The body of POST: every form field's schema. */
export function createOf<F extends Fields>(m: Manifest<F>): z.ZodObject<CreateShape<F>> {
  const shape = Object.fromEntries(
    entries(m)
      .filter(([, f]) => f.form && f.schema)
      .map(([name, f]) => [name, f.schema!]),
  );
  return z.object(shape) as unknown as z.ZodObject<CreateShape<F>>;
}

/** The body of PUT: the form fields less those only set on creation, plus the id. */
export function updateOf<F extends Fields, I extends string>(m: Manifest<F> & { id: I }) {
  const createOnly = entries(m)
    .filter(([, f]) => typeof f.form === 'object' && f.form.createOnly)
    .map(([name]) => name);
  const base = createOf<F>(m).omit(Object.fromEntries(createOnly.map((n) => [n, true])) as never);
  return base.extend({ [m.id]: z.coerce.number().int().positive() } as { [K in I]: z.ZodCoercedNumber<unknown> });
}

export const listSpec = (f: FieldSpec): ListSpec | undefined => (f.list ? (f.list === true ? {} : f.list) : undefined);
export const formSpec = (f: FieldSpec): FormSpec | undefined => (f.form ? (f.form === true ? {} : f.form) : undefined);

/** Property names having a role, in declaration order. */
export const fieldsWith = (m: Manifest, role: 'list' | 'search' | 'form' | 'sort' | 'export' | 'detail') =>
  entries(m)
    .filter(([, f]) => !!f[role])
    .map(([name]) => name);

/** Export columns: property, width in characters and dictionary type. */
export const exportColumnsOf = (m: Manifest) =>
  entries(m)
    .filter(([, f]) => f.export)
    .map(([name, f]) => ({
      key: name,
      width: typeof f.export === 'number' ? f.export : undefined,
      dict: f.dict,
      options: f.values ? `resources.${m.name}.options.${name}` : undefined,
      // A time the list shows as one is a date cell in the export.
      time: listSpec(f)?.type === 'datetime' || undefined,
    }));
