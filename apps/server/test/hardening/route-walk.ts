import type { FastifyInstance } from 'fastify';

/** Ids name no record: the walk must not delete or demote the user it signs in as. */
export const NO_RECORD = 987654;

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  minimum?: number;
  maximum?: number;
};

export interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export type OpenApi = { paths?: Record<string, Record<string, Operation>> };

/** The OpenAPI description of a declared route (`/x/:id` is `/x/{id}` there), when it has one. */
export const operationOf = (spec: OpenApi, method: string, url: string) => spec.paths?.[url.replace(/:([A-Za-z_]+)(\([^)]*\))?/g, '{$1}')]?.[method.toLowerCase()];

/** The route's URL with every parameter (and wildcard) filled. */
export const withParams = (url: string, param: string) => url.replace(/:[A-Za-z_]+(\([^)]*\))?/g, param).replace(/\*/g, 'x');

export interface WalkRequest {
  method: string;
  url: string;
  query: Record<string, unknown>;
  body: unknown;
}

/** A value most validators of a field of this name take, so a request gets as far into its route as it can. */
export function plausible(name: string, format?: string): string {
  if (format === 'email' || /email/i.test(name)) return 'walker@example.com';
  if (format === 'date-time' || format === 'date' || /time$|date$/i.test(name)) return '2026-01-31';
  if (/phone/i.test(name)) return '13800138000';
  if (/url|link|path/i.test(name)) return 'https://example.com/x';
  if (/^(wn|device|battery|meter)(id|code)?s?$/i.test(name) || /^ids$/i.test(name)) return '20250101000001';
  if (/(^|[a-z])(key|type|code)$/i.test(name)) return 'walker_key';
  if (/password/i.test(name)) return 'walker123';
  if (/^(orderByColumn|isAsc)$/.test(name)) return '';
  return 'walker';
}

/**
 * Builds a value of `schema`'s shape. String leaves are numbered in the
 * order they are met; leaf `mark.at` gets `mark.text` appended, every other
 * one a plausible value. Enums keep a valid member, numbers a valid one.
 */
function build(schema: Schema | undefined, name: string, mark: { at: number; text: string; seen: number }, depth = 0): unknown {
  if (!schema || depth > 8) return leaf(name, undefined, mark);
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return build(choice.find((s) => s.type !== 'null') ?? choice[0], name, mark, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, build(s, k, mark, depth + 1)]));
    case 'array':
      return [build(schema.items, name, mark, depth + 1)];
    case 'integer':
    case 'number':
      return Math.min(schema.maximum ?? NO_RECORD, Math.max(schema.minimum ?? NO_RECORD, NO_RECORD));
    case 'boolean':
      return true;
    default:
      return leaf(name, schema.format, mark);
  }
}

function leaf(name: string, format: string | undefined, mark: { at: number; text: string; seen: number }): string {
  const value = plausible(name, format);
  return mark.seen++ === mark.at ? `${value}${mark.text}` : value;
}

/**
 * For every declared route, one request per string field of its OpenAPI
 * description (query and JSON body) with `text` in that field only, plus one
 * with `text` in its path. Routes without a description get generic fields.
 */
export function walkRequests(app: FastifyInstance, text: string): WalkRequest[] {
  const spec = app.swagger() as OpenApi;
  const out: WalkRequest[] = [];
  for (const r of app.routeRegistry) {
    const op = operationOf(spec, r.method, r.url);
    const queryParams = (op?.parameters ?? []).filter((p) => p.in === 'query');
    const querySchema: Schema = { type: 'object', properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? {}])) };
    if (!op) querySchema.properties = { name: { type: 'string' } };
    const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
    const bodySchema = op?.requestBody?.content?.['application/json']?.schema ?? (op ? undefined : { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } });
    for (let at = -1; ; at++) {
      const mark = { at, text, seen: 0 };
      const query = build(querySchema, '', mark) as Record<string, unknown>;
      const body = hasBody && bodySchema ? build(bodySchema, '', mark) : undefined;
      if (at >= mark.seen) break;
      // at = -1 is the request without the text, with it in the path when the route has a parameter.
      if (at === -1 && !/[:*]/.test(r.url)) continue;
      out.push({ method: r.method, url: withParams(r.url, at === -1 ? encodeURIComponent(`${NO_RECORD}${text}`) : String(NO_RECORD)), query, body });
    }
  }
  return out;
}

/** Query values as strings, arrays as repeated keys; empty values are left out. */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const item of Array.isArray(v) ? v : [v]) if (item !== '') search.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  return search.toString();
}
