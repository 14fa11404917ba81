import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { TOKEN_COOKIE } from '@cniot/contract/constants';
import { unauthorized } from '../lib/errors.ts';
import { cachedLoginUser, loadLoginUser } from '../lib/session.ts';
import { bearerToken } from './auth.ts';

/** Folders anyone may read: pictures shown before or beside a session (docs/uploaded-files.md). */
const PUBLIC_FOLDERS = new Set(['avatar', 'logo']);
/** Types a browser only displays; anything else (PDF, Office, text) is sent as a download. */
const INLINE = /\.(png|jpe?g)$/i;

/** The folder a `/files/` URL reads from, or null when the path is odd (then it is not public). */
export function folderOf(url: string): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(url.split('?')[0].slice('/files/'.length));
  } catch {
    return null;
  }
  const segments = rel.replace(/\\/g, '/').split('/');
  return segments.some((s) => s === '..' || s === '.') ? null : (segments[0] ?? null);
}

/** The console's session: the bearer header of API calls, or its cookie, which <img> and links send. */
function tokenOf(req: FastifyRequest): string | null {
  const bearer = bearerToken(req.headers.authorization);
  if (bearer) return bearer;
  const m = new RegExp(`(?:^|;\\s*)${TOKEN_COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '');
  return m ? m[1] : null;
}

/** `/files/`: the upload area. Avatars and logos are public; records' and packages' uploads and exports need a session. */
export const uploadedFilesPlugin: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  app.addHook('onRequest', async (req) => {
    const folder = folderOf(req.url);
    if (folder !== null && PUBLIC_FOLDERS.has(folder)) return;
    const token = tokenOf(req);
    if (!token) throw unauthorized();
    if (!(await cachedLoginUser(app.db, token, req.log)) && !(await loadLoginUser(app.db, token, req.log))) throw unauthorized();
  });
  await app.register(fastifyStatic, {
    root,
    prefix: '/files/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply, file) => {
      if (!INLINE.test(file)) reply.header('content-disposition', `attachment; filename*=utf-8''${encodeURIComponent(path.basename(file))}`);
    },
  });
};
