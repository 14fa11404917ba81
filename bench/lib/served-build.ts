import path from 'node:path';
import { forward, listen, serveBuildFile, type BuildPeer } from '../../e2e/helpers/build-peer.ts';

const CONSOLE = '/cniotmgr';

/**
 * One build of our console at its own address, its files with the caching our server gives them (hashed assets
 * for good, index.html asked for each time) and everything else answered by our server at `apiBase`: two builds
 * (before and after a change) measured in the same run, each through the same kind of peer.
 */
export function serveBuild(dist: string, apiBase: string): Promise<BuildPeer> {
  const api = new URL(apiBase);
  const root = path.resolve(dist);
  const assets = path.join(root, 'assets') + path.sep;
  const caching = (file: string) => ({ 'cache-control': file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache' });
  return listen((req, res) => {
    if (req.url !== CONSOLE && !req.url!.startsWith(`${CONSOLE}/`)) forward(req, res, api, req.url!);
    else serveBuildFile(res, root, decodeURIComponent(new URL(req.url!, 'http://x').pathname).slice(CONSOLE.length) || '/', caching);
  });
}
