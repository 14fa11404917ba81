import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

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

export interface BuildPeer {
  url: string;
  close(): Promise<void>;
}

/** Forwards one request to our API at `upstreamPath`, answering as it answers. */
export function forward(req: http.IncomingMessage, res: http.ServerResponse, api: URL, upstreamPath: string): void {
  const upstream = http.request({ host: api.hostname, port: api.port, method: req.method, path: upstreamPath, headers: { ...req.headers, host: api.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** A file of a built console at `pathname` (inside `dist`), or its index.html for the console's own routes (history mode). */
export function serveBuildFile(res: http.ServerResponse, dist: string, pathname: string, headers: (file: string) => Record<string, string> = () => ({})): void {
  const file = path.join(dist, path.normalize(pathname));
  const found = file.startsWith(dist) && fs.existsSync(file) && fs.statSync(file).isFile();
  if (!found && path.extname(pathname)) {
    res.writeHead(404).end();
    return;
  }
  const served = found ? file : path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream', ...headers(served) });
  fs.createReadStream(served).pipe(res);
}

/** Answers with `handle` on a free port of this machine. */
export async function listen(handle: http.RequestListener): Promise<BuildPeer> {
  const server = http.createServer(handle);
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
