import fs from 'node:fs/promises';
import path from 'node:path';

/** Prefixes the console may put before a path in the upload area (the files base, or its absolute URL). */
const FILES_PREFIX = /^(?:https?:\/\/[^/]+)?\/files\//i;

/**
 * The absolute path of a file named by the caller, or null when the name
 * would leave the upload area: `..` segments (also percent-encoded),
 * absolute paths, drive letters, NUL bytes and symbolic links pointing out.
 */
export async function resolveInUploadArea(uploadDir: string, name: string): Promise<string | null> {
  let rel: string;
  try {
    // The query string is decoded once already; a second decode exposes %2e%2e%2f and friends.
    rel = decodeURIComponent(name);
  } catch {
    return null;
  }
  rel = rel.replace(/\\/g, '/').replace(FILES_PREFIX, '');
  if (rel.includes('\0') || rel.startsWith('/') || /^[a-z]:/i.test(rel)) return null;
  if (rel.split('/').some((segment) => segment === '..')) return null;
  const root = await fs.realpath(uploadDir);
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    const real = await fs.realpath(full);
    return real.startsWith(root + path.sep) ? real : null;
  } catch {
    return full;
  }
}

/** Export temp files live here; only they may be deleted by a download. */
export const EXPORT_FOLDER = 'download';
