import fp from 'fastify-plugin';
import { hasPermiAny } from '@cniot/contract/system/auth';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { cachedLoginUser, loadLoginUser, type LoginUser } from '../lib/session.ts';
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
  /** What its 200 declares: a JSON answer (its schema), a file download, or nothing yet. */
  answer: 'json' | 'file' | 'text' | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /cniotapi route: a permission string (any-of when a list), PUBLIC or AUTHENTICATED. */
    permission?: Permission;
    /** A 200 that is no JSON answer, said so instead of a response schema: a download (xlsx, zip, a stored file) or a broker hook's plain text. */
    answer?: 'file' | 'text';
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
    const answer = route.config?.answer ?? ((route.schema?.response as Record<number, unknown> | undefined)?.[200] ? 'json' : undefined);
    for (const method of methods) app.routeRegistry.push({ method, url: route.url, permission, answer });
  });

  app.addHook('onRequest', async (req) => {
    const permission = req.routeOptions.config?.permission;
    if (permission === undefined) return;
    const token = bearerToken(req.headers.authorization);
    const cached = token ? cachedLoginUser(app.db, token, req.log) : undefined;
    if (permission === PUBLIC) {
      if (token) req.user = cached ?? (await loadLoginUser(app.db, token, req.log));
      return;
    }
    if (!token) throw unauthorized();
    const user = cached ?? (await loadLoginUser(app.db, token, req.log));
    if (!user) throw unauthorized();
    req.user = user;
    const wanted = Array.isArray(permission) ? permission : [permission];
    if (permission !== AUTHENTICATED && !hasPermiAny(user.permissions, wanted)) throw forbidden();
  });
});
