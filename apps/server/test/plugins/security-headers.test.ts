import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp, withConsole: FastifyInstance, dist: string;
beforeAll(async () => {
  t = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cniot-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/cniotmgr/assets/index.js"></script>');
  fs.writeFileSync(path.join(dist, 'assets', 'index.js'), 'export {};');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  withConsole = await buildApp({ config: { ...t.config, webDist: dist }, database: t.database });
});
afterAll(async () => {
  await withConsole.close();
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const framingHeaders = { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' };

/** Issue 13, finding 9: nothing may frame the console or sniff an answer into another type. */
describe('security headers', () => {
  it('keep the console in its own window, running only its own scripts, with inline styles and any picture', async () => {
    for (const url of ['/cniotmgr/', '/cniotmgr/system/user', '/cniotmgr/assets/index.js']) {
      const res = await withConsole.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers, url).toMatchObject(framingHeaders);
      const csp = String(res.headers['content-security-policy']);
      for (const rule of ["frame-ancestors 'none'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob: http: https:", "object-src 'none'"])
        expect(csp, url).toContain(rule);
    }
  });

  it('mark API answers, errors included, as data that is never framed', async () => {
    for (const url of ['/cniotapi/openapi.json', '/cniotapi/nope', '/cniotapi/getInfo', '/']) {
      const res = await t.app.inject({ url });
      expect(res.headers, url).toMatchObject({ ...framingHeaders, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" });
    }
  });
});

/** Issue 23: the audit's remaining findings. */
describe('referrer and transport security', () => {
  it('hands no console address to another site as the referrer, on every kind of answer', async () => {
    for (const url of ['/cniotmgr/', '/cniotapi/getInfo', '/cniotapi/nope', '/files/none.png']) {
      expect((await withConsole.inject({ url })).headers['referrer-policy'], url).toBe('same-origin');
    }
  });

  it('asks browsers to keep to HTTPS only when the request came over TLS through a trusted proxy, never over plain HTTP', async () => {
    const behindProxy = await buildApp({ config: { ...t.config, trustProxy: true }, database: t.database });
    try {
      const tls = await behindProxy.inject({ url: '/cniotapi/getInfo', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await behindProxy.inject({ url: '/cniotapi/getInfo' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
    // Without TRUST_PROXY anyone could claim https.
    const claimed = await t.app.inject({ url: '/cniotapi/getInfo', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('caching of the built console', () => {
  it('lets the browser keep the build files, whose names carry their content hash, without asking again', async () => {
    const res = await withConsole.inject({ url: '/cniotmgr/assets/index.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has index.html and unhashed files asked for each time, so a new build is picked up', async () => {
    for (const url of ['/cniotmgr/', '/cniotmgr/index.html', '/cniotmgr/system/user', '/cniotmgr/favicon.svg']) {
      const res = await withConsole.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
