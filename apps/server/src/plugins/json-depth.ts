import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

/** No form or import of this API nests deeper; a body that does is built to hurt (JSON.stringify recursing past the stack). */
export const MAX_JSON_DEPTH = 64;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text nests arrays and objects deeper than `max`, counted without parsing (brackets inside strings do not count). */
export function nestsDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a nesting
 * limit: a parsed body reaches code that walks it recursively (the
 * repeat-submit digest, validators, loggers), and 10 KB of `[` made that a 500.
 */
export const jsonDepthPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeper(body as string)) return done(badRequest('error.jsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
    parse(req, body as string, done);
  });
});
