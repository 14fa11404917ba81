import type { ComponentType, ReactNode } from 'react';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { z } from 'zod';

export type Row = Record<string, unknown>;
export type FormMode = 'add' | 'edit';

/** A page of a list as the list page draws it. */
export interface ListResult {
  rows: Row[];
  total: number;
  /** The server counted no further than its limit and estimated the rest (`totalExact: false`). */
  estimated?: boolean;
}

export interface OptionItem {
  value: string | number;
  label: string;
  children?: OptionItem[];
  disabled?: boolean;
}

/**
 * Where a field's choices come from: a dictionary type, fixed values (their
 * labels are `resources.<name>.options.<field>.<value>`), or a cached query.
 */
export type Options = { dict: string } | { values: readonly (string | number)[] } | { query: { key: readonly unknown[]; load: () => Promise<OptionItem[]> } };

export type FieldType =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'select'
  | 'multiSelect'
  | 'radio'
  | 'date'
  | 'dateRange'
  | 'treeSelect'
  | 'cascader'
  | 'image'
  | 'file'
  | 'editor'
  | 'icon'
  | 'companyTree'
  | 'remoteSelect';

/** remoteSelect: a list endpoint searched as the user types (spec §7 remote selects). */
export interface RemoteSource {
  url: string;
  /** The query parameter the typed text goes into. */
  searchParam: string;
  valueField: string;
  labelField: string;
  params?: Row;
  method?: 'get' | 'post';
}

interface FieldBase {
  /** The property name; its label is `resources.<name>.fields.<field>`. */
  name: string;
  type?: FieldType;
  options?: Options;
  remote?: RemoteSource;
  /** Passed through to the input. */
  props?: Record<string, unknown>;
}

export interface SearchField extends FieldBase {
  /** dateRange: the query parameters of its two ends. */
  range?: [string, string];
}

export interface CustomFieldProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  mode: FormMode;
  record?: Row;
}

export interface FormField extends FieldBase {
  required?: boolean;
  rules?: Rule[];
  /** Takes the whole row of the dialog instead of half. */
  wide?: boolean;
  initial?: unknown;
  /** Shown only while this holds (e.g. menu fields by menu type). */
  when?: (values: Row, mode: FormMode) => boolean;
  createOnly?: boolean;
  readOnlyOnEdit?: boolean;
  /** A field the resource draws itself; it receives value/onChange from the form. */
  render?: ComponentType<CustomFieldProps>;
}

export interface Column {
  name: string;
  type?: 'text' | 'options' | 'datetime' | 'image' | 'switch';
  options?: Options;
  width?: number;
  /** Starts hidden; the user can show it from the columns dialog. */
  hidden?: boolean;
  ellipsis?: boolean;
  link?: (row: Row) => string;
  render?: (row: Row) => ReactNode;
}

export interface ListContext {
  resource: Resource;
  t: TFunction;
  navigate: NavigateFunction;
  refresh: () => void;
  openForm: (mode: FormMode, record?: Row, defaults?: Row) => void;
  /** The search as currently applied (for exports and batch commands). */
  query: Row;
}

export interface ActionDialogProps {
  rows: Row[];
  ctx: ListContext;
  onClose: () => void;
  /** Closes, refreshes the list and confirms success. */
  onDone: () => void;
}

/**
 * A command on a row (rowActions) or on the list (toolbar). Its label is
 * `resources.<name>.actions.<key>`, its confirmation question (when
 * `confirm`) `resources.<name>.confirm.<key>` with {name} = the rows' labels.
 */
export interface Action {
  key: string;
  icon?: ReactNode;
  /** Any one of several suffices (e.g. a batch dialog offering commands of different permissions). */
  permission?: string | string[];
  danger?: boolean;
  /** Toolbar: enabled only with one / at least one selected row. */
  selection?: 'single' | 'multiple';
  visible?: (row: Row) => boolean;
  /** Row: the text key of why the command cannot be used on this row now (the button is disabled, the reason shown on hover). */
  unavailable?: (row: Row) => string | undefined;
  confirm?: boolean;
  to?: (row: Row | undefined) => string;
  /** Resolving means success: the list refreshes and says so. */
  run?: (rows: Row[], ctx: ListContext) => Promise<unknown>;
  dialog?: ComponentType<ActionDialogProps>;
  /** For a form-opening command: the form defaults from the row (e.g. add child). */
  add?: (row: Row) => Row;
}

export type Op = 'add' | 'edit' | 'remove' | 'export';

/** A CRUD screen, declared: the shared list page and form dialog draw it. */
export interface Resource {
  /** i18n namespace: resources.<name>.* */
  name: string;
  /** Base path: GET list, GET/DELETE /{id}, POST/PUT, POST /export. */
  api: string;
  listUrl?: string;
  rowKey: string;
  /** The field naming a row in confirmations. */
  labelField?: string;
  perms: Partial<Record<'list' | 'query' | 'add' | 'edit' | 'remove' | 'export', string>>;
  /** Default: add, edit, remove, export. */
  ops?: Op[];
  columns: Column[];
  search?: SearchField[];
  form?: FormField[];
  /** The contract's zod schema: its field rules become the form's. */
  schema?: z.ZodObject;
  /** Columns the server lets us sort by (its whitelist). */
  sort?: readonly string[];
  /** Tree table: rows nest by this parent key, without paging. */
  tree?: { parentKey: string };
  /** A list the server answers whole (no paging parameters). */
  unpaged?: boolean;
  /** Parameters every list call sends (e.g. a tree loaded in one page). */
  listParams?: Row;
  /** A list not answered by GET listUrl (e.g. filters in a POST body, paging in the query). */
  list?: (params: Row) => Promise<ListResult>;
  rowActions?: Action[];
  toolbar?: Action[];
  /** Makes status columns switches: PUT url {rowKey, status}. */
  statusSwitch?: { url: string; permission?: string; on?: string; off?: string };
  /** Fields of the read-only details dialog (adds a "details" row action). */
  detail?: string[];
  /** A company tree beside the list filters it by this query parameter. */
  companyFilter?: string;
  /** Rows belong to organizations: the search offers "current organization only" (spec §6), sent as `currentDeptOnly=1`. */
  currentDeptOnly?: boolean;
  /** Edit: the record as the form needs it (default GET api/{id} → data). */
  load?: (id: unknown) => Promise<Row>;
  /** Save (default POST/PUT api with the values). */
  save?: (values: Row, mode: FormMode) => Promise<unknown>;
  /**
   * Rows of long-running things (rollouts, upgrades): while this holds for the rows shown, the list
   * reads them again every few seconds, so a state the server changed by itself shows without a reload.
   */
  live?: (rows: Row[]) => boolean;
  /** After any change made from the screen (save, delete, commands): e.g. drop a cache. */
  onChanged?: () => void;
  dialogWidth?: number;
}

export const defineResource = (resource: Resource): Resource => resource;
