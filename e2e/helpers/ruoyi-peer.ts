import path from 'node:path';
import { forward, listen, serveBuildFile, type BuildPeer } from './build-peer.ts';

/**
 * RuoYi-Vue3's production build, kept beside the repository (see its README); absent on some machines.
 * RUOYI_DIST names it elsewhere: a git worktree is not beside the repository.
 */
export const RUOYI_DIST = process.env.RUOYI_DIST ?? path.resolve(import.meta.dirname, '../..', '../shared/peer/ruoyi-vue3/dist');

/** RuoYi-Vue3's production API base (VITE_APP_BASE_API) and where our server answers the same calls. */
const RUOYI_API = '/prod-api';
const OUR_API = '/cniotapi';

export type RuoyiPeer = BuildPeer;

/** Serves RuoYi-Vue3's build on a free port with its API calls forwarded to our server at `apiBase`, as RuoYi's nginx does in production. */
export function serveRuoyi(apiBase: string): Promise<RuoyiPeer> {
  const api = new URL(apiBase);
  return listen((req, res) => {
    if (req.url === RUOYI_API || req.url!.startsWith(`${RUOYI_API}/`)) forward(req, res, api, OUR_API + req.url!.slice(RUOYI_API.length));
    else serveBuildFile(res, RUOYI_DIST, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
  });
}
