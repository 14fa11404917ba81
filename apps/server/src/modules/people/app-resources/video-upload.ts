import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { VIDEO_LIMIT_MB, VIDEO_TYPES } from '@cniot/contract/people/app-resource';
import { Code } from '@cniot/contract/envelope';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { assertUploadRoom, chargeUpload, unchargeUpload } from '../../../lib/upload-quota.ts';

const MB = 1024 * 1024;
/** What file-type calls the ISO media files an .mp4 may hold. */
const MP4_CONTENT = ['mp4', 'm4v'];

/**
 * Receives one mp4 into the dated video folder. Unlike the 5 MB uploads it is
 * streamed to disk, not held in memory, and its content is checked there; a
 * refused or cut-off file leaves nothing behind.
 */
export async function saveVideo(req: FastifyRequest, uploadDir: string): Promise<{ fileName: string; originalFilename: string }> {
  if (!req.isMultipart()) throw badRequest('upload.notMultipart');
  await assertUploadRoom(req);
  const part = await req.file({ limits: { fileSize: VIDEO_LIMIT_MB * MB, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('upload.noFile');
  const originalFilename = path
    .basename((part.filename ?? '').replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .slice(0, 255);
  const ext = path.extname(originalFilename).slice(1).toLowerCase();
  if (!(VIDEO_TYPES as readonly string[]).includes(ext)) {
    part.file.resume();
    throw badRequest('upload.badType', { types: VIDEO_TYPES.join(', ') });
  }
  const now = new Date();
  const dated = ['video', String(now.getFullYear()), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')];
  const dir = path.join(uploadDir, ...dated);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const partial = path.join(dir, `${name}.part`);
  const fileName = `/files/${[...dated, name].join('/')}`;
  let charged = false;
  try {
    await pipeline(part.file, createWriteStream(partial, { flags: 'wx' }));
    if (part.file.truncated) throw new AppError(413, Code.ERROR, 'upload.tooLarge', { mb: VIDEO_LIMIT_MB });
    const stat = await fs.stat(partial);
    if (stat.size === 0) throw badRequest('upload.empty');
    const detected = await fileTypeFromFile(partial);
    if (!detected || !MP4_CONTENT.includes(detected.ext)) throw badRequest('upload.spoofed', { ext });
    await chargeUpload(req, fileName, stat.size);
    charged = true;
    await fs.rename(partial, path.join(dir, name));
  } catch (err) {
    await fs.rm(partial, { force: true });
    if (charged) await unchargeUpload(req.server.db, fileName);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, Code.ERROR, 'upload.tooLarge', { mb: VIDEO_LIMIT_MB });
    throw err;
  }
  return { fileName, originalFilename };
}
