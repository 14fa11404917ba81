import { Code } from '@cniot/contract/envelope';

/** A failure the user can act on: carries the HTTP status, the body code and a message key of the shared catalogue. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly key: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(key);
  }
}

export const badRequest = (key: string, params?: Record<string, unknown>) => new AppError(400, Code.ERROR, key, params);
export const notFound = (key = 'error.notFound', params?: Record<string, unknown>) => new AppError(404, Code.NOT_FOUND, key, params);
export const forbidden = (key = 'error.forbidden', params?: Record<string, unknown>) => new AppError(403, Code.FORBIDDEN, key, params);
export const unauthorized = (key = 'error.sessionExpired') => new AppError(401, Code.UNAUTHORIZED, key);
export const conflict = (key: string, params?: Record<string, unknown>) => new AppError(409, Code.ERROR, key, params);
/** Body code 601: the console shows a warning, not an error. */
export const warning = (key: string, params?: Record<string, unknown>) => new AppError(200, Code.WARN, key, params);
export const tooMany = (key = 'error.tooManyRequests') => new AppError(429, Code.ERROR, key);
