import type { z } from 'zod';
import type { FieldSpec, Manifest } from '@cniot/contract/manifest/define';
import { permsOf } from '@cniot/contract/manifest/define';
import { baseSchema, createOf, fieldsWith, formSpec, listSpec } from '@cniot/contract/manifest/derive';
import type { Column, FieldType, FormField, Op, Resource, SearchField } from './resource.ts';

type Named = { name: string };
type Overrides<T extends Named> = Record<string, Partial<T>>;

/** What a screen adds to its manifest: renders, commands, extra columns; named entries merge into the derived ones. */
export interface ScreenExtras extends Partial<Omit<Resource, 'columns' | 'search' | 'form' | 'name' | 'api' | 'rowKey'>> {
  columns?: Overrides<Column>;
  search?: Overrides<SearchField>;
  form?: Overrides<FormField>;
}

const OPS: Op[] = ['add', 'edit', 'remove', 'export'];

const dictOf = (f: FieldSpec) => (f.dict ? { options: { dict: f.dict } } : f.values ? { options: { values: f.values } } : {});

const inputOf = (f: FieldSpec): FieldType => {
  const widget = formSpec(f)?.widget;
  if (widget) return widget;
  if (f.dict || f.values) return 'select';
  return f.schema && baseSchema(f.schema).def.type === 'number' ? 'number' : 'text';
};

/** The value a new record's field starts with: the contract's default. */
const initialOf = (f: FieldSpec) => {
  if (!f.schema || f.schema.def.type !== 'default') return undefined;
  const result = (f.schema as z.ZodType).safeParse(undefined);
  return result.success ? result.data : undefined;
};

function column(name: string, f: FieldSpec): Column {
  const spec = listSpec(f)!;
  return { name, ...dictOf(f), width: spec.width, ellipsis: spec.ellipsis, hidden: spec.hidden, type: spec.type };
}

function searchField(name: string, f: FieldSpec): SearchField {
  if (f.search === 'range') return { name, type: 'dateRange' };
  return { name, type: f.dict || f.values ? 'select' : 'text', ...dictOf(f) };
}

function formField(name: string, f: FieldSpec): FormField {
  const spec = formSpec(f)!;
  return { name, type: inputOf(f), ...dictOf(f), wide: spec.wide, createOnly: spec.createOnly, readOnlyOnEdit: spec.readOnlyOnEdit, initial: initialOf(f) };
}

/** Derived entries with the screen's overrides merged in by name; overrides naming no field are appended. */
function merged<T extends Named>(derived: T[], overrides: Overrides<T> | undefined): T[] {
  if (!overrides) return derived;
  const names = new Set(derived.map((d) => d.name));
  const extra = Object.entries(overrides)
    .filter(([name]) => !names.has(name))
    .map(([name, o]) => ({ ...o, name }) as T);
  return [...derived.map((d) => ({ ...d, ...overrides[d.name] })), ...extra];
}

const withRole = (m: Manifest, role: 'list' | 'search' | 'form') => fieldsWith(m, role).map((name) => [name, m.fields[name]] as const);

/** A screen from its manifest: columns, search, form, rules, sort whitelist and permissions derive from the declaration. */
export function manifestResource(m: Manifest, extras: ScreenExtras = {}): Resource {
  const { columns, search, form, ...rest } = extras;
  const formFields = withRole(m, 'form').filter(([, f]) => !formSpec(f)?.apiOnly);
  const perms = permsOf(m) as Record<string, string>;
  return {
    name: m.name,
    api: m.api,
    rowKey: m.id,
    labelField: m.label,
    perms,
    ops: OPS.filter((op) => m.actions.includes(op) && (op === 'remove' || op === 'export' || formFields.length > 0)),
    schema: formFields.length ? createOf(m) : undefined,
    sort: fieldsWith(m, 'sort'),
    detail: fieldsWith(m, 'detail').length ? fieldsWith(m, 'detail') : undefined,
    currentDeptOnly: m.scope === 'dept',
    columns: merged(
      withRole(m, 'list').map(([name, f]) => column(name, f)),
      columns,
    ),
    search: merged(
      withRole(m, 'search')
        .filter(([, f]) => !f.searchHidden)
        .map(([name, f]) => searchField(name, f)),
      search,
    ),
    form:
      formFields.length || form
        ? merged(
            formFields.map(([name, f]) => formField(name, f)),
            form,
          )
        : undefined,
    ...rest,
  };
}
