import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.ts';

const NUL = '\u0000';

/** A field name as it can be shown: control characters escaped. */
const shown = (key: string) => JSON.stringify(key).slice(1, -1);

/**
 * Where the first string (or key) holding U+0000 sits in a parsed request
 * part, or null. PostgreSQL's text and jsonb cannot hold it, so such a value
 * would fail in the middle of a route. Walked with a stack of its own: a
 * body may nest deeper than the call stack.
 */
export function nulPath(value: unknown, root: string): string | null {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [v, path] = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, child] of Object.entries(v)) {
        const at = path ? `${path}.${shown(key)}` : shown(key);
        if (key.includes(NUL)) return at;
        pending.push([child, at]);
      }
    }
  }
  return null;
}

/** preValidation: refuses U+0000 in the path, query or body before any route code runs, so nothing is half-written. */
export function refuseNul(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  const field = nulPath(req.params, '') ?? nulPath(req.query, '') ?? nulPath(req.body, '');
  done(field === null ? undefined : badRequest('validation.nul', { field: field || 'body' }));
}
