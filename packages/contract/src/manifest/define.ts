import type { z } from 'zod';

/** How a search field narrows the list: substring, equality, or the RuoYi date range (beginTime … endTime). */
export type SearchOp = 'like' | 'eq' | 'range';

/** Console input of a form field; the default follows the field (dictionary: select, else text). */
export type Widget = 'text' | 'textarea' | 'password' | 'number' | 'select' | 'radio' | 'date' | 'image' | 'file' | 'editor' | 'icon' | 'companyTree';

export interface ListSpec {
  width?: number;
  ellipsis?: boolean;
  /** Starts hidden; the user can show it from the columns dialog. */
  hidden?: boolean;
  type?: 'datetime' | 'image';
}

export interface FormSpec {
  widget?: Widget;
  /** Takes the whole row of the dialog instead of half. */
  wide?: boolean;
  createOnly?: boolean;
  readOnlyOnEdit?: boolean;
  /** In the body for API clients and other screens (a station set by binding), without an input in this form. */
  apiOnly?: boolean;
}

/**
 * One property of a resource. `schema` is the value a form sends (absent for
 * read-only fields); the flags say where else the field appears.
 */
export interface FieldSpec {
  schema?: z.ZodType;
  /** Dictionary type: options in search and form, labels in the list and the export. */
  dict?: string;
  /** Fixed values instead of a dictionary, labelled `resources.<name>.options.<field>.<value>` on screen and in the export. */
  values?: readonly (string | number)[];
  list?: boolean | ListSpec;
  search?: SearchOp;
  /** The search filters for API clients and pages that fix it (a company tree, a parent page), without a search box. */
  searchHidden?: boolean;
  /** Search value schema when it differs from `schema` (e.g. a number from a query string). */
  searchSchema?: z.ZodType;
  form?: boolean | FormSpec;
  sort?: boolean;
  /** Column width in characters, or true for the default width. */
  export?: boolean | number;
  /** Shown in the read-only details dialog. */
  detail?: boolean;
  /** Its value in answers when the form's type does not say it (a read-only value, a numeric column read as text); false: never answered (a password, ids written elsewhere). */
  answer?: z.ZodType | false;
}

export type RoleKey = 'sysUser' | 'agencyUser';
/** Which of a resource's actions a seeded role receives: all of them, or those named. */
export type Grant = '*' | readonly string[];

export interface MenuSpec {
  /** Directory key of menus.ts; the page sits in it. */
  parent: string;
  order: number;
  icon: string;
  /** Menu title key (`menus.<name>`); the resource name when absent. */
  name?: string;
  /** Route segment; the last segment of the permission prefix when absent. */
  path?: string;
  /** A page with its own component (`<kebab name>-page.tsx`) rather than the shared list page. */
  custom?: boolean;
}

/**
 * A resource, declared once: the server's routes, filters, sort whitelist and
 * export, the menu and grant seeds, the permission constants and the console's
 * list, search and form all derive from it.
 */
export interface Manifest<F extends Record<string, FieldSpec> = Record<string, FieldSpec>, A extends string = string, I extends string = string> {
  /** i18n namespace `resources.<name>`, the page file `<kebab name>-resource.tsx`. */
  name: string;
  /** Base path under the API prefix, e.g. `/system/config`. */
  api: string;
  /** Permission prefix: `<perm>:<action>`. */
  perm: string;
  actions: readonly A[];
  /** Where the page sits in the menu; absent for a resource shown inside another's page. */
  menu?: MenuSpec;
  /** For a resource without a page: the page (perm prefix) whose buttons carry its actions. */
  buttonsOn?: string;
  /** Permissions of other resources this page offers as buttons (e.g. a command of the inverters). */
  extraButtons?: readonly string[];
  /** The primary key property. */
  id: I;
  /** The field naming a row in confirmations. */
  label?: string;
  fields: F;
  /** Default order of the list: property and direction, or several such pairs (parents first, then siblings by order …). */
  order?: Order<string>;
  /** Data scope: rows belong to an organization (and an owner) the caller must be able to see. */
  scope?: 'dept' | 'none';
  /** Rows are marked deleted instead of removed (property of the flag). */
  softDelete?: string;
  grants?: Partial<Record<RoleKey, Grant>>;
  /** Read-only values each row carries beyond the fields (a name looked up in another table, the caller's star): answers declare them. */
  rowExtras?: z.ZodRawShape;
  /** What `GET <api>/:id` adds to the row (members, live values). */
  detailExtras?: z.ZodRawShape;
}

export const CRUD_ACTIONS = ['list', 'query', 'add', 'edit', 'remove', 'export'] as const;

type Direction = 'asc' | 'desc';
export type Order<K extends string> = readonly [K, Direction] | readonly (readonly [K, Direction])[];

/** The default order as a list of pairs, whichever way the manifest wrote it. */
export const ordersOf = (m: Pick<Manifest, 'order' | 'id'>): (readonly [string, Direction])[] => {
  const order = m.order ?? [m.id, 'desc'];
  return typeof order[0] === 'string' ? [order as readonly [string, Direction]] : [...(order as readonly (readonly [string, Direction])[])];
};

/** Declares a manifest; the order and soft-delete fields must be fields of it. */
export const defineManifest = <const F extends Record<string, FieldSpec>, const A extends string, const I extends string>(
  m: Manifest<F, A, I> & { order?: Order<keyof F & string>; softDelete?: keyof F & string },
): Manifest<F, A, I> => m;

/** The permission string of each action, e.g. `perms(config).add === 'system:config:add'`. */
export const permsOf = <A extends string>(m: Pick<Manifest<Record<string, FieldSpec>, A>, 'perm' | 'actions'>) =>
  Object.fromEntries(m.actions.map((a) => [a, `${m.perm}:${a}`])) as { [K in A]: string };

/** The console page key (sys_menu.component) of a resource's page: `system:config` → `system/config/index`. */
export const pageKeyOf = (m: Pick<Manifest, 'perm'>) => `${m.perm.replace(/:/g, '/')}/index`;

export const menuNameOf = (m: Pick<Manifest, 'name' | 'menu'>) => m.menu?.name ?? m.name;
