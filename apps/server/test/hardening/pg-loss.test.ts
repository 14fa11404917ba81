import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../helpers/app.ts';
import { seedUsers, startNode, type Node } from './node.ts';

const skip = process.env.DATABASE_URL ? undefined : 'needs PostgreSQL (DATABASE_URL): the connection to a server is what is lost';

/** A TCP relay in front of PostgreSQL that can drop every connection and refuse new ones, like a database host going away. */
async function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => (sockets.delete(s), client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => server.close(),
  };
}

describe.skipIf(skip)(`losing the database connection${skip ? ` (skipped: ${skip})` : ''}`, { timeout: 120_000 }, () => {
  let shared: Awaited<ReturnType<typeof freshDatabase>>;
  let node: Node;
  let proxy: Awaited<ReturnType<typeof relay>>;
  let token: string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => node.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'lang-type': 'en_US' } });
  const list = () => call('GET', '/cniotapi/system/user/list');
  const addType = (n: number) => call('POST', '/cniotapi/system/dict/type', { dictName: `Loss ${n}`, dictType: `loss_${n}` });

  beforeAll(async () => {
    shared = await freshDatabase();
    await seedUsers(shared.database);
    proxy = await relay(new URL(shared.url!));
    const viaProxy = new URL(shared.url!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    node = await startNode(viaProxy.toString(), 'loss');
    token = (await node.app.inject({ method: 'POST', url: '/cniotapi/login', payload: { username: 'admin', password: 'admin123' } })).json().token;
  });
  afterAll(async () => {
    await node?.close();
    proxy?.close();
    await shared?.drop();
  });

  it('after its backends are terminated, requests answer or say the database is unreachable, and work again without a restart', async () => {
    expect((await list()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: shared.url });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'loss'`);
    await admin.end();
    const answers = [await list(), await addType(1), await list(), await addType(2)];
    for (const res of answers) {
      if (res.statusCode === 200) continue;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 500, msg: 'The database cannot be reached at the moment; please try again shortly' });
    }
    expect((await list()).statusCode).toBe(200);
    expect((await addType(3)).json().code).toBe(200);
  });

  it('while the database host is gone, every request gets a clear 503 and writes nothing; once it is back, requests work', async () => {
    await proxy.cut();
    for (const res of [await list(), await addType(4), await call('GET', '/cniotapi/getInfo'), await call('GET', '/cniotapi/health')]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().msg).toBe('The database cannot be reached at the moment; please try again shortly');
    }
    await proxy.restore();
    expect((await node.app.inject({ url: '/cniotapi/health' })).json()).toEqual({ code: 200, msg: 'Operation successful' });
    expect((await list()).statusCode).toBe(200);
    expect((await addType(5)).json().code).toBe(200);
    const types = await shared.database.withConnection((exec) => exec(`select dict_type from sys_dict_type where dict_type in ('loss_4', 'loss_5')`));
    expect(types.map((r) => r.dict_type)).toEqual(['loss_5']);
  });
});
