import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * RuoYi-Vue3's production build, kept beside the repository (see its README); absent on some machines.
 * RUOYI_DIST names it elsewhere: a git worktree is not beside the repository.
 */
export const RUOYI_DIST = process.env.RUOYI_DIST ?? path.resolve(import.meta.dirname, '../..', '../shared/peer/ruoyi-vue3/dist');

/** RuoYi-Vue3's production API base (VITE_APP_BASE_API) and where our server answers the same calls. */
const RUOYI_API = '/prod-api';
const OUR_API = '/cniotapi';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

export interface RuoyiPeer {
  url: string;
  close(): Promise<void>;
}

/** Forwards one request to our API unchanged but for the path prefix, as RuoYi's nginx does in production. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, api: URL): void {
  const upstream = http.request(
    { host: api.hostname, port: api.port, method: req.method, path: OUR_API + req.url!.slice(RUOYI_API.length), headers: { ...req.headers, host: api.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** A file of the build, or index.html for the console's own routes (history mode). */
function serveFile(req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
  const file = path.join(RUOYI_DIST, path.normalize(pathname));
  const found = file.startsWith(RUOYI_DIST) && fs.existsSync(file) && fs.statSync(file).isFile();
  if (!found && path.extname(pathname)) {
    res.writeHead(404).end();
    return;
  }
  const served = found ? file : path.join(RUOYI_DIST, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' });
  fs.createReadStream(served).pipe(res);
}

/** Serves RuoYi-Vue3's build on a free port with its API calls forwarded to our server at `apiBase`. */
export async function serveRuoyi(apiBase: string): Promise<RuoyiPeer> {
  const api = new URL(apiBase);
  const server = http.createServer((req, res) => {
    if (req.url === RUOYI_API || req.url!.startsWith(`${RUOYI_API}/`)) forward(req, res, api);
    else serveFile(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
