import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Code } from '@cniot/contract/envelope';
import { LANG_HEADER } from '@cniot/contract/constants';
import { isMessageKey, resolveLanguage, translate } from '@cniot/contract/i18n';
import { isConnectionError, loggableError, sqlState } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { refuseNul } from './nul-guard.ts';

/** Fastify's default: longer path parameters are refused by the router (414). */
const MAX_PARAM_LENGTH = 100;

interface Issue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One readable, localized sentence per zod issue; the spec's exact texts come through as message keys. */
export function describeIssue(req: FastifyRequest, issue: Issue): string {
  if (issue.message && isMessageKey(issue.message)) return req.t(issue.message, issue.params);
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const p = issue.params;
  const sizeOf = (name: string) => String(p[name]);
  let key: string;
  switch (issue.keyword) {
    case 'invalid_type':
      key = /received undefined|received null/.test(issue.message ?? '') ? 'validation.required' : 'validation.invalidType';
      break;
    case 'too_small':
      key = p.origin === 'string' ? 'validation.tooShort' : p.origin === 'array' || p.origin === 'set' ? 'validation.tooSmall' : 'validation.tooSmall';
      if (p.origin === 'string' && Number(p.minimum) === 1) key = 'validation.required';
      break;
    case 'too_big':
      key = p.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
      break;
    case 'invalid_format':
      key = 'validation.invalidFormat';
      break;
    case 'unrecognized_keys':
      key = 'validation.unknownKeys';
      break;
    default:
      key = 'validation.invalidValue';
  }
  const message = req.t(key, { expected: p.expected, minimum: p.minimum !== undefined ? sizeOf('minimum') : '', maximum: p.maximum !== undefined ? sizeOf('maximum') : '' });
  return req.t('validation.field', { field, message });
}

const PG_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'error.duplicate'],
  '23503': [409, 'error.inUse'],
  // A NUL the guard did not see (inside an upload's fields, a stored JSON value): text refuses 0x00, jsonb \u0000.
  '22021': [400, 'error.nulCharacter'],
  '22P05': [400, 'error.nulCharacter'],
};
/** Any other data exception (class 22) is a value the database cannot take: the caller's input. */
const DATA_EXCEPTION: [number, string] = [400, 'validation.invalidValue'];

/** busboy's errors are plain Errors, told apart only by their text: a body cut off, or one that is no multipart form. */
const MULTIPART_ERRORS: Array<[RegExp, string]> = [
  [/unexpected end of multipart data/i, 'upload.incomplete'],
  [/boundary|needle/i, 'upload.notMultipart'],
];

/**
 * A URL the router refuses before any plugin runs (a broken %-escape, a path
 * parameter over 100 characters): the same envelope, in the caller's language.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // The request is the router's bare one: no i18n decorations yet.
  const header = req.headers[LANG_HEADER.toLowerCase()];
  const lang = resolveLanguage(Array.isArray(header) ? header[0] : header);
  const message = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? translate(lang, 'validation.tooLong', { maximum: MAX_PARAM_LENGTH }) : translate(lang, 'validation.invalidValue');
  return reply.status(err.statusCode ?? 400).send({ code: Code.ERROR, msg: translate(lang, 'validation.field', { field: 'path', message }) });
}

/**
 * The envelope for every failure: `{code, msg}` with the HTTP status mirroring
 * 401/403/404 and 4xx for bad input, so nothing the user sends can produce a 500.
 */
export const errorsPlugin = fp(async (app) => {
  app.addHook('preValidation', refuseNul);
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ code: err.code, msg: req.t(err.key, err.params) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const msg = err.validation
        .slice(0, 3)
        .map((i) => describeIssue(req, i as Issue))
        .join('; ');
      return reply.status(400).send({ code: Code.ERROR, msg });
    }
    const pgCode = sqlState(err);
    const pg = pgCode && (PG_ERRORS[pgCode] ?? (pgCode.startsWith('22') ? DATA_EXCEPTION : undefined));
    if (pg) {
      const [status, key] = pg;
      return reply.status(status).send({ code: Code.ERROR, msg: req.t(key) });
    }
    const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '') && err.statusCode === undefined ? MULTIPART_ERRORS.find(([text]) => text.test(err.message)) : undefined;
    if (multipart) return reply.status(400).send({ code: Code.ERROR, msg: req.t(multipart[1]) });
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send({ code: Code.ERROR, msg: req.t('error.badJson') });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) {
      return reply.status(413).send({ code: Code.ERROR, msg: req.t('error.payloadTooLarge') });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = status === 401 ? 'error.unauthorized' : status === 403 ? 'error.forbidden' : status === 404 ? 'error.notFound' : 'validation.invalidValue';
      return reply.status(status).send({ code: status === 401 || status === 403 || status === 404 ? status : Code.ERROR, msg: req.t(key) });
    }
    if (isConnectionError(err)) {
      req.log.warn({ err }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: Code.ERROR, msg: req.t('error.databaseUnavailable') });
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(500).send({ code: Code.ERROR, msg: req.t('error.unknown') });
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ code: Code.NOT_FOUND, msg: req.t('error.notFound') }));
});
