import type { FastifyServerOptions } from 'fastify';
import { loggableError } from './db-errors.ts';

/** Fields that name a secret wherever they appear in a logged object, up to two levels deep. */
const SECRET_FIELDS = ['password', 'oldPassword', 'newPassword', 'secret', 'deviceKey', 'deviceSecret', 'token', 'authorization', 'configValue', 'smtpPass'];

/**
 * The server's logger: errors (`err`, `error`) through `loggableError`, so no
 * caller has to remember that a query error carries its parameters, and
 * secret-named fields censored.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: (e: unknown) => loggableError(e), error: (e: unknown) => loggableError(e) },
    redact: { paths: SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]), censor: '[redacted]' },
  } as FastifyServerOptions['logger'];
}
