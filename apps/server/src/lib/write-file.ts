import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Code } from '@cniot/contract/envelope';
import { AppError } from './errors.ts';

/** A disk that cannot take the file: full, over quota, mounted read-only. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

/**
 * Writes `data` to `file` whole or not at all: into a temporary name beside
 * it, renamed once complete, removed when the write fails. A disk without room
 * is the caller's clear 507 ('error.storageFull'), never a 500 and a
 * truncated file that a later download would serve.
 */
export async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  const temp = `${file}.${randomBytes(4).toString('hex')}.part`;
  let handle: fs.FileHandle | undefined;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    handle = await fs.open(temp, 'wx');
    await handle.writeFile(data);
    await handle.close();
    handle = undefined;
    await fs.rename(temp, file);
  } catch (err) {
    await handle?.close().catch(() => {});
    await fs.rm(temp, { force: true });
    if (NO_ROOM.has((err as NodeJS.ErrnoException).code ?? '')) throw new AppError(507, Code.ERROR, 'error.storageFull');
    throw err;
  }
}
