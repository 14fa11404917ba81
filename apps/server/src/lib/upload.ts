import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_LIMIT_MB } from '@cniot/contract/constants';
import { Code } from '@cniot/contract/envelope';
import { UPLOAD_TYPES, type UploadType } from '@cniot/contract/upload';
import { AppError, badRequest } from './errors.ts';
import { assertUploadRoom, chargeUpload, unchargeUpload } from './upload-quota.ts';
import { writeWhole } from './write-file.ts';

/**
 * What the content must be for each allowed extension, as file-type detects
 * it: legacy Office files are all OLE compound files ('cfb'); a few tools
 * write OOXML that is only recognised as a zip. 'text' means nothing binary
 * was detected and the bytes read as text without markup.
 */
const CONTENT: Record<UploadType, readonly string[] | 'text'> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  txt: 'text',
};

/** A browser that ever sniffs a .txt must not find a page in it. */
const MARKUP = /<\s*(script|html|body|svg|iframe|object|embed)\b/i;
const MB = 1024 * 1024;

export interface UploadOptions {
  /** Allowed extensions (default: every type of UPLOAD_TYPES). */
  types?: readonly UploadType[];
  /** Size limit in MB, at most the server's UPLOAD_LIMIT_MB. */
  limitMb?: number;
  /** Folder under the upload area, e.g. 'avatar' (default 'upload'). */
  folder?: string;
  /** Multipart field holding the file (default 'file'; the avatar form sends 'avatarfile', as RuoYi consoles do). */
  field?: string;
}

export interface StoredUpload {
  /** Path under the files base, as the console stores it: `/files/upload/2026/01/31/<random>.png`. */
  fileName: string;
  newFileName: string;
  originalFilename: string;
  absolutePath: string;
  size: number;
}

const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();
const cleanName = (name: string) =>
  path
    .basename(name.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .slice(0, 255);

/** Refuses content that is not what its extension claims (a renamed page, script or executable). */
export async function checkContent(buffer: Buffer, ext: UploadType): Promise<void> {
  if (buffer.length === 0) throw badRequest('upload.empty');
  const detected = await fileTypeFromBuffer(buffer);
  const expected = CONTENT[ext];
  const ok = expected === 'text' ? !detected && !buffer.includes(0) && !MARKUP.test(buffer.toString('utf8', 0, Math.min(buffer.length, 64 * 1024))) : !!detected && expected.includes(detected.ext);
  if (!ok) throw badRequest('upload.spoofed', { ext });
}

/** Reads the multipart file field and checks its extension, size and content. */
export async function receiveUpload(req: FastifyRequest, opts: UploadOptions = {}): Promise<{ buffer: Buffer; ext: UploadType; originalFilename: string }> {
  const types = opts.types ?? UPLOAD_TYPES;
  const limitMb = Math.min(opts.limitMb ?? UPLOAD_LIMIT_MB, UPLOAD_LIMIT_MB);
  if (!req.isMultipart()) throw badRequest('upload.notMultipart');
  const part = await req.file({ limits: { fileSize: limitMb * MB, files: 1 } });
  if (!part || part.fieldname !== (opts.field ?? 'file')) throw badRequest('upload.noFile');
  const originalFilename = cleanName(part.filename ?? '');
  const ext = extensionOf(originalFilename) as UploadType;
  if (!types.includes(ext)) {
    part.file.resume();
    throw badRequest('upload.badType', { types: types.join(', ') });
  }
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, Code.ERROR, 'upload.tooLarge', { mb: limitMb });
    throw err;
  }
  await checkContent(buffer, ext);
  return { buffer, ext, originalFilename };
}

/** A dated place under the upload area and a random name (nothing the user typed reaches the path). */
export function uploadTarget(uploadDir: string, ext: string, folder = 'upload'): { fileName: string; newFileName: string; absolutePath: string } {
  const now = new Date();
  const dated = [folder, String(now.getFullYear()), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')];
  const newFileName = `${randomBytes(16).toString('hex')}.${ext}`;
  return { fileName: `/files/${[...dated, newFileName].join('/')}`, newFileName, absolutePath: path.join(uploadDir, ...dated, newFileName) };
}

/**
 * receiveUpload, then the bytes booked to the user's upload limits
 * (upload-quota.ts) and stored: what an upload route (files, avatar, editor
 * image) calls. A user already at a limit is refused before the file is read.
 */
export async function saveUpload(req: FastifyRequest, uploadDir: string, opts: UploadOptions = {}): Promise<StoredUpload> {
  await assertUploadRoom(req);
  const { buffer, ext, originalFilename } = await receiveUpload(req, opts);
  const target = uploadTarget(uploadDir, ext, opts.folder);
  await chargeUpload(req, target.fileName, buffer.length);
  try {
    await writeWhole(target.absolutePath, buffer);
  } catch (err) {
    await unchargeUpload(req.server.db, target.fileName);
    throw err;
  }
  return { ...target, size: buffer.length, originalFilename };
}
