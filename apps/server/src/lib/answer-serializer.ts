import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** An envelope whose code is not 200 (a warning, 601, answered with HTTP 200) is no answer of the declared shape. */
const isAnswer = (data: unknown) => typeof data === 'object' && data !== null && (data as { code?: unknown }).code === 200;

/** Where `sent` holds an object key its parsed copy lost: the schema does not name it. */
function undeclaredKeys(sent: unknown, parsed: unknown, path: (string | number)[] = []): string[] {
  if (Array.isArray(sent)) return Array.isArray(parsed) ? sent.flatMap((v, i) => undeclaredKeys(v, parsed[i], [...path, i])) : [];
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(sent).flatMap(([key, v]) => (key in parsed ? undeclaredKeys(v, (parsed as Record<string, unknown>)[key], [...path, key]) : [[...path, key].join('.')]));
}

/**
 * Under test: the answer as JSON gives it (dates as ISO strings) must be exactly what the route declares. A key the
 * schema does not name, or a missing or mistyped one, is a 500 naming the route and the path, so a declaration that
 * drifts from what the route returns fails a test instead of losing a field in production.
 */
function strict(schema: z.ZodType, route: string) {
  return (data: unknown) => {
    const text = JSON.stringify(data);
    if (!isAnswer(data)) return text;
    const sent = JSON.parse(text) as unknown;
    const parsed = schema.safeParse(sent);
    const problems = parsed.success ? undeclaredKeys(sent, parsed.data).map((path) => `${path}: not declared`) : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    if (!problems.length) return text;
    const message = `The answer of ${route} does not match its declaration:\n  ${problems.join('\n  ')}`;
    process.stderr.write(message + '\n');
    throw new Error(message);
  };
}

/** In production: the declaration compiled once to JSON Schema and fast-json-stringify, which writes the declared keys only. */
function fast(schema: z.ZodType) {
  const stringify = fastJsonStringify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }) as never);
  return (data: unknown) => (isAnswer(data) ? stringify(data) : JSON.stringify(data));
}

/** Fastify's serializer compiler for the zod answers routes declare (packages/contract/src/answer.ts). */
export const answerSerializer =
  (strictAnswers: boolean): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) =>
    strictAnswers ? strict(schema, `${method} ${url}`) : fast(schema);
