import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { authPlugin, AUTHENTICATED, PUBLIC } from '../../src/plugins/auth.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { userWithPerms } from '../helpers/users.ts';

let t: TestApp;
let noPermToken: string;

beforeAll(async () => {
  t = await createTestApp();
  noPermToken = (await userWithPerms(t.app.db, 'nobody', [])).token;
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter gets a harmless value. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');

describe('every API route declares and enforces its permission', () => {
  it('has a registry of declared routes', () => {
    expect(t.app.routeRegistry.length).toBeGreaterThan(0);
    for (const r of t.app.routeRegistry) expect(r.permission, `${r.method} ${r.url}`).toBeTruthy();
  });

  it('answers 401 without a session on every non-public route', async () => {
    const failures: string[] = [];
    for (const r of t.app.routeRegistry.filter((r) => r.permission !== PUBLIC)) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
      if (res.statusCode !== 401 || res.json().code !== 401) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 without the permission on every permission-guarded route', async () => {
    const failures: string[] = [];
    for (const r of t.app.routeRegistry.filter((r) => r.permission !== PUBLIC && r.permission !== AUTHENTICATED)) {
      const res = await t.call(noPermToken, { method: r.method as 'GET', url: concrete(r.url), payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
      if (res.statusCode !== 403 || res.json().code !== 403) failures.push(`${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets a signed-in user without permissions reach AUTHENTICATED routes', async () => {
    for (const r of t.app.routeRegistry.filter((r) => r.permission === AUTHENTICATED && r.method === 'GET')) {
      const res = await t.call(noPermToken, { method: 'GET', url: concrete(r.url) });
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(res.statusCode);
    }
  });
});

describe('the guard itself', () => {
  it('refuses to start when a route declares no permission', async () => {
    const app = Fastify();
    await app.register(authPlugin, { prefix: '/cniotapi' });
    await expect(
      app.register(async (api) => {
        api.get('/cniotapi/undeclared', async () => 'x');
      }),
    ).rejects.toThrow(/declares no permission/);
  });

  it('answers 401 for a made-up token', async () => {
    const guarded = t.app.routeRegistry.find((r) => r.permission !== PUBLIC);
    if (!guarded) return;
    const res = await t.call('not-a-real-token', { method: guarded.method as 'GET', url: concrete(guarded.url) });
    expect(res.statusCode).toBe(401);
  });
});
