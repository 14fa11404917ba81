import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { hasPermiAny } from '@cniot/contract/auth';
import { REPEAT_SUBMIT_WINDOW_MS } from '@cniot/contract/constants';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { hit } from '../lib/rate.ts';
import { loadLoginUser, type LoginUser } from '../lib/session.ts';

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
  }
  interface FastifyRequest {
    user: LoginUser | null;
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

/**
 * Every API route must declare who may call it; the server refuses to start
 * otherwise. The check runs in onRequest, before the body is even parsed, so
 * an anonymous or unauthorized caller learns nothing from validation errors.
 */
export const authPlugin = fp(async (app, opts: { prefix: string }) => {
  app.decorate('routeRegistry', [] as DeclaredRoute[]);
  app.decorateRequest('user', null);

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
    if (permission === PUBLIC) {
      if (token) req.user = await loadLoginUser(app.db, token);
      return;
    }
    if (!token) throw unauthorized();
    const user = await loadLoginUser(app.db, token);
    if (!user) throw unauthorized();
    req.user = user;
    if (permission === AUTHENTICATED) return;
    const wanted = Array.isArray(permission) ? permission : [permission];
    if (!hasPermiAny(user.permissions, wanted)) throw forbidden();
  });

  app.addHook('preHandler', async (req) => {
    if (!req.user || (req.method !== 'POST' && req.method !== 'PUT')) return;
    if (req.routeOptions.config?.repeatSubmit === false || req.isMultipart()) return;
    const digest = createHash('sha256')
      .update(`${req.user.userId}|${req.method}|${req.url}|${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    if ((await hit(app.db, `rs:${digest}`, REPEAT_SUBMIT_WINDOW_MS)) > 1) {
      throw new AppError(429, 500, 'error.repeatSubmit');
    }
  });
});
