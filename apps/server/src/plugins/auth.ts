import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermiAny } from '@cniot/contract/auth';
import { REPEAT_SUBMIT_WINDOW_MS } from '@cniot/contract/constants';
import { Code } from '@cniot/contract/envelope';
import { isConnectionError } from '../lib/db-errors.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { hit } from '../lib/rate.ts';
import { cachedLoginUser, knownLoginUser, loadLoginUser, type LoginUser } from '../lib/session.ts';
import { startSessionCache, type SessionCache } from '../lib/session-cache.ts';

/** Anyone may call the route. */
export const PUBLIC = '@public';
/** Any signed-in user may call the route (own profile, menu, sign-out). */
export const AUTHENTICATED = '@authenticated';

export type Permission = typeof PUBLIC | typeof AUTHENTICATED | string | string[];

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: Permission;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /cniotapi route: a permission string (any-of when a list), PUBLIC or AUTHENTICATED. */
    permission?: Permission;
    /** Identical POST/PUT bodies from one user within the window are refused unless this is false. */
    repeatSubmit?: boolean;
    /** The route changes nothing, so it may run while the session is still being checked (lists, details, charts). */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    user: LoginUser | null;
    /** The database's word on a session the route started with on trust (`readOnly` routes); awaited before the answer leaves. */
    sessionCheck: Promise<LoginUser | null> | null;
  }
  interface FastifyInstance {
    routeRegistry: DeclaredRoute[];
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : null;
}

/** The signed-in user of a route that is not PUBLIC (the guard has already refused anonymous calls). */
export function currentUser(req: { user: LoginUser | null }): LoginUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

const sameGrants = (a: LoginUser, b: LoginUser) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answer when the session lookup that ran alongside a read failed: an
 * error thrown from onSend would skip the error handler and send Fastify's own
 * body, so the envelope is written here (503 when the database is unreachable).
 */
function lookupFailed(req: FastifyRequest, reply: FastifyReply, err: Error): string {
  const down = isConnectionError(err);
  if (!down) req.log.error({ err }, 'session lookup failed');
  reply.code(down ? 503 : 500).header('content-type', 'application/json; charset=utf-8');
  if (down) reply.header('retry-after', '5');
  return JSON.stringify({ code: Code.ERROR, msg: req.t(down ? 'error.databaseUnavailable' : 'error.unknown') });
}

/**
 * Every API route must declare who may call it; the server refuses to start
 * otherwise. The check runs in onRequest, before the body is even parsed, so
 * an anonymous or unauthorized caller learns nothing from validation errors.
 */
export const authPlugin = fp(async (app, opts: { prefix: string }) => {
  app.decorate('routeRegistry', [] as DeclaredRoute[]);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionCheck', null);
  let sessions: SessionCache | undefined;
  app.addHook('onReady', async () => {
    sessions = await startSessionCache(app.database);
  });
  app.addHook('onClose', async () => {
    await sessions?.stop();
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(opts.prefix)) return;
    const permission = route.config?.permission;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (permission === undefined || (Array.isArray(permission) && permission.length === 0)) {
      throw new Error(`${methods.join(',')} ${route.url} declares no permission (use PUBLIC, AUTHENTICATED or a permission string)`);
    }
    for (const method of methods) app.routeRegistry.push({ method, url: route.url, permission });
  });

  app.addHook('onRequest', async (req) => {
    const permission = req.routeOptions.config?.permission;
    if (permission === undefined) return;
    const token = bearerToken(req.headers.authorization);
    const cached = token ? await cachedLoginUser(app.db, token, req.log) : undefined;
    if (permission === PUBLIC) {
      if (token) req.user = cached ?? (await loadLoginUser(app.db, token, req.log));
      return;
    }
    if (!token) throw unauthorized();
    const wanted = Array.isArray(permission) ? permission : [permission];
    const permitted = (user: LoginUser) => permission === AUTHENTICATED || hasPermiAny(user.permissions, wanted);
    if (cached) {
      req.user = cached;
      if (!permitted(cached)) throw forbidden();
      return;
    }
    // Not trusted from memory (not listening, or not cached yet): the database is asked, alongside a read when this node knew the session.
    const known = req.routeOptions.config?.readOnly ? knownLoginUser(token) : undefined;
    if (known && permitted(known)) {
      // The lookup runs alongside the route instead of before it: the answer waits for it in onSend.
      req.user = known;
      req.sessionCheck = loadLoginUser(app.db, token, req.log);
      req.sessionCheck.catch(() => {});
      return;
    }
    const user = await loadLoginUser(app.db, token, req.log);
    if (!user) throw unauthorized();
    req.user = user;
    if (!permitted(user)) throw forbidden();
  });

  // Only a route that started on trust has anything to wait for here, or in preHandler only a POST or PUT:
  // the rest (most requests) pass through without a promise of their own.
  app.addHook('onSend', (req, reply, payload, done) => {
    const check = req.sessionCheck;
    if (!check) return done(null, payload);
    req.sessionCheck = null;
    answerChecked(req, reply, payload, check).then((answer) => done(null, answer), done);
  });

  async function answerChecked(req: FastifyRequest, reply: FastifyReply, payload: unknown, check: Promise<LoginUser | null>) {
    const user = await check.catch((err: unknown) => err as Error);
    if (user instanceof Error) return lookupFailed(req, reply, user);
    if (user === req.user || (user && sameGrants(user, req.user!))) return payload;
    // The session ended or its grants changed while the route ran: nothing it produced leaves; the request is answered again as things are now.
    const headers = { ...req.headers };
    delete headers['content-length'];
    const again = await app.inject({ method: req.method as 'GET' | 'POST', url: req.url, headers, ...(req.body === undefined ? {} : { payload: req.body as object }) });
    reply.code(again.statusCode).header('content-type', again.headers['content-type']);
    return again.rawPayload;
  }

  app.addHook('preHandler', (req, _reply, done) => {
    if (!req.user || (req.method !== 'POST' && req.method !== 'PUT')) return done();
    refuseRepeat(req, req.user).then(() => done(), done);
  });

  async function refuseRepeat(req: FastifyRequest, user: LoginUser) {
    const config = req.routeOptions.config;
    // A read (a list searched by body) is harmless twice and must not pay a write per call.
    if (config?.repeatSubmit === false || config?.readOnly || req.isMultipart()) return;
    const digest = createHash('sha256')
      .update(`${user.userId}|${req.method}|${req.url}|${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    if ((await hit(app.db, `rs:${digest}`, REPEAT_SUBMIT_WINDOW_MS)) > 1) {
      throw new AppError(429, 500, 'error.repeatSubmit');
    }
  }
});
