import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONSOLE = '/cniotmgr';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/** Our server's answer, passed on as it came. */
function forward(req: http.IncomingMessage, res: http.ServerResponse, api: URL): void {
  const upstream = http.request({ host: api.hostname, port: api.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** A file of the build with the caching our server gives it (hashed assets for good, index.html asked for each time). */
function serveFile(dist: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = decodeURIComponent(new URL(req.url!, 'http://x').pathname).slice(CONSOLE.length) || '/';
  const file = path.join(dist, path.normalize(pathname));
  const found = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile();
  if (!found && path.extname(pathname)) {
    res.writeHead(404).end();
    return;
  }
  const served = found ? file : path.join(dist, 'index.html');
  const asset = served.startsWith(path.join(dist, 'assets') + path.sep);
  res.writeHead(200, {
    'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
    'cache-control': asset ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  fs.createReadStream(served).pipe(res);
}

/**
 * One build of our console at its own address, everything but its files answered by our server at `apiBase`:
 * two builds (before and after a change) measured in the same run, each through the same kind of peer.
 */
export async function serveBuild(dist: string, apiBase: string): Promise<ServedBuild> {
  const api = new URL(apiBase);
  const root = path.resolve(dist);
  const server = http.createServer((req, res) => {
    if (req.url === CONSOLE || req.url!.startsWith(`${CONSOLE}/`)) serveFile(root, req, res);
    else forward(req, res, api);
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
