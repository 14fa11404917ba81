import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { Code } from '@cniot/contract/envelope';
import { FIRMWARE_FOLDER, FIRMWARE_LIMIT_MB, FIRMWARE_TYPES, type FirmwareUpload } from '@cniot/contract/grid-firmware/software';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { assertUploadRoom, chargeUpload, unchargeUpload } from '../../../lib/upload-quota.ts';

const MB = 1024 * 1024;
/** A page or script a browser or a careless tool could run; never in a firmware image's first bytes. */
const MARKUP = /<\s*(script|html|body|svg|iframe|object|embed|\?xml)\b|^#!/i;
/** Intel HEX: every line a record `:LLAAAATT…CC`. */
const HEX_LINE = /^:[0-9A-Fa-f]{10,}$/;

/**
 * Why the content is not the firmware image its name claims, or null. A
 * `.bin`/`.img` is raw bytes no known format recognises (a renamed picture,
 * document, archive or executable is refused, as is markup); a `.hex` is
 * Intel HEX text throughout.
 */
async function refusal(file: string, ext: string): Promise<boolean> {
  const head = Buffer.alloc(64 * 1024);
  const handle = await fs.open(file, 'r');
  const { bytesRead } = await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  const text = head.toString('latin1', 0, bytesRead);
  if (MARKUP.test(text.trimStart())) return true;
  if (ext === 'hex') {
    const whole = await fs.readFile(file, 'latin1');
    return !whole.split(/\r?\n/).every((line, i, all) => HEX_LINE.test(line) || (line === '' && i === all.length - 1));
  }
  return !!(await fileTypeFromFile(file));
}

/**
 * Streams a package to the dated firmware folder under a random name,
 * hashing it on the way; a refused, empty or cut-off file leaves nothing.
 */
export async function receiveFirmware(req: FastifyRequest, uploadDir: string): Promise<FirmwareUpload> {
  if (!req.isMultipart()) throw badRequest('upload.notMultipart');
  await assertUploadRoom(req);
  const part = await req.file({ limits: { fileSize: FIRMWARE_LIMIT_MB * MB, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('upload.noFile');
  const originalFilename = path
    .basename((part.filename ?? '').replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .slice(0, 255);
  const ext = path.extname(originalFilename).slice(1).toLowerCase();
  if (!(FIRMWARE_TYPES as readonly string[]).includes(ext)) {
    part.file.resume();
    throw badRequest('upload.badType', { types: FIRMWARE_TYPES.join(', ') });
  }
  const now = new Date();
  const dated = [FIRMWARE_FOLDER, String(now.getFullYear()), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')];
  const dir = path.join(uploadDir, ...dated);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  const partial = path.join(dir, `${name}.part`);
  const fileName = `/files/${[...dated, name].join('/')}`;
  let charged = false;
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, createWriteStream(partial, { flags: 'wx' }));
    if (part.file.truncated) throw new AppError(413, Code.ERROR, 'upload.tooLarge', { mb: FIRMWARE_LIMIT_MB });
    if (size === 0) throw badRequest('upload.empty');
    if (await refusal(partial, ext)) throw badRequest('upload.spoofed', { ext });
    await chargeUpload(req, fileName, size);
    charged = true;
    await fs.rename(partial, path.join(dir, name));
  } catch (err) {
    await fs.rm(partial, { force: true });
    if (charged) await unchargeUpload(req.server.db, fileName);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, Code.ERROR, 'upload.tooLarge', { mb: FIRMWARE_LIMIT_MB });
    throw err;
  }
  return { softwareAddress: fileName, fileSize: size, sha256: hash.digest('hex'), originalFilename };
}

/** The stored file of a package path the contract accepted (`/files/firmware/…`), inside the upload area. */
export const firmwarePath = (uploadDir: string, address: string) => path.join(uploadDir, ...address.replace(/^\/files\//, '').split('/'));

/** Size and SHA-256 as the server reads them, never as a form claims; undefined when the file is not there. */
export async function measure(file: string): Promise<{ fileSize: number; sha256: string } | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return { fileSize: stat.size, sha256: hash.digest('hex') };
}
