import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { NO_RECORD, operationOf, plausible, withParams, type OpenApi, type Schema } from './route-walk.ts';

export interface FuzzRequest {
  method: string;
  url: string;
  query: Record<string, unknown>;
  body: unknown;
}

export interface FuzzRoute {
  method: string;
  /** The route as declared, `/system/user/:userId`. */
  route: string;
  request: fc.Arbitrary<FuzzRequest>;
}

const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    "' or 1=1 --",
    '%_\\',
    '../../etc/passwd',
    '<img src=x onerror=alert(1)>',
    '__proto__',
    '1e309',
    '-0',
    'NaN',
    '2026-02-30',
    '0000-00-00',
    '9999-12-31T23:59:59Z',
    'x'.repeat(5000),
  ),
);

/**
 * Ids stay clear of the seeded records (ids from 1 up): a property run must not
 * delete or disable the administrator it signs in as, or the roles and menus the
 * next route needs. Everything else takes any value.
 */
const recordId = fc.oneof(fc.integer({ min: NO_RECORD, max: 2 ** 31 - 1 }), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e300, 0.5));
const hostileNumber = fc.oneof(recordId, fc.integer(), fc.double({ noNaN: true }));
const anyValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}), fc.array(hostileString, { maxLength: 3 }));

/** An integer within the schema's bounds (which may be fractional or beyond the safe range). */
function inRange(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(Math.ceil(schema.minimum ?? -(2 ** 31)), Number.MIN_SAFE_INTEGER);
  const max = Math.min(Math.floor(schema.maximum ?? 2 ** 31), Number.MAX_SAFE_INTEGER);
  return min <= max ? fc.integer({ min, max }) : hostileNumber;
}

const isIdName = (name: string) => /ids?$/i.test(name);
const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A value of the schema's shape most of the time, of any shape now and then; object keys may be missing. */
function valueOf(schema: Schema | undefined, name: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyValue;
  return fc.oneof({ weight: 5, arbitrary: shaped(schema, name, depth) }, { weight: 1, arbitrary: anyValue });
}

function shaped(schema: Schema, name: string, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice?.length) return fc.oneof(...choice.map((s) => valueOf(s, name, depth + 1)));
  switch (typeOf(schema)) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(props.map(([k, s]) => [k, valueOf(s, k, depth + 1)])), { requiredKeys: [] });
    }
    case 'array':
      return fc.array(valueOf(schema.items, name, depth + 1), { maxLength: 4 });
    case 'integer':
    case 'number':
      if (isIdName(name)) return recordId;
      return fc.oneof(inRange(schema), hostileNumber);
    case 'boolean':
      return fc.boolean();
    default:
      if (isIdName(name)) return fc.oneof(recordId.map(String), hostileString);
      return fc.oneof(fc.constant(plausible(name, schema.format)), hostileString);
  }
}

const pathParam = fc.oneof({ weight: 3, arbitrary: recordId.map(String) }, { weight: 1, arbitrary: hostileString.map(encodeURIComponent) });
const genericBody: Schema = { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } };

/**
 * One request generator per declared route, from its OpenAPI description
 * (query parameters, JSON body). The route table is read at run time, so
 * routes added later are fuzzed without being named here.
 */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  const spec = app.swagger() as OpenApi;
  return app.routeRegistry.map((r) => {
    const op = operationOf(spec, r.method, r.url);
    const params = (op?.parameters ?? []).filter((p) => p.in === 'query');
    const query = params.length
      ? (valueOf({ type: 'object', properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])) }, '') as fc.Arbitrary<Record<string, unknown>>)
      : fc.constant({});
    const hasBody = r.method !== 'GET' && r.method !== 'DELETE';
    const body = hasBody ? valueOf(op ? op.requestBody?.content?.['application/json']?.schema : genericBody, '') : fc.constant(undefined);
    const url = /[:*]/.test(r.url) ? pathParam.map((p) => withParams(r.url, p)) : fc.constant(r.url);
    const request = fc.record({ url, query: query.map((q) => (q && typeof q === 'object' && !Array.isArray(q) ? (q as Record<string, unknown>) : {})), body }).map((x) => ({ method: r.method, ...x }));
    return { method: r.method, route: r.url, request };
  });
}
