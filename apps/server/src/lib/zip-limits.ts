import { promisify } from 'node:util';
import zlib from 'node:zlib';

export interface ZipLimits {
  /** Sum of the entries' unpacked sizes. */
  maxUnpackedBytes: number;
  maxEntries: number;
}

export type ZipVerdict = { ok: true; unpackedBytes: number } | { ok: false; reason: 'unreadable' | 'tooLarge' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const U32_MAX = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;

const inflateRaw = promisify(zlib.inflateRaw);

interface Entry {
  method: number;
  compressed: number;
  unpacked: number;
  localOffset: number;
}

/**
 * What a zip unpacks to, from its central directory, before anything
 * unpacks it: a workbook of a few hundred KB can hold gigabytes of repeated
 * bytes, and readers (JSZip under ExcelJS) inflate an entry whole before they
 * compare it with the size the directory claims. So every entry is also
 * inflated here, stopping at its claimed size, so a directory that lies
 * cannot get past.
 */
export async function checkZip(buf: Buffer, limits: ZipLimits): Promise<ZipVerdict> {
  const entries = centralDirectory(buf, limits.maxEntries);
  if (entries === 'tooLarge' || entries === null) return { ok: false, reason: entries ?? 'unreadable' };
  let total = 0;
  for (const e of entries) {
    total += e.unpacked;
    if (total > limits.maxUnpackedBytes) return { ok: false, reason: 'tooLarge' };
  }
  for (const e of entries) {
    const verdict = await unpacksAsClaimed(buf, e);
    if (verdict !== true) return { ok: false, reason: verdict };
  }
  return { ok: true, unpackedBytes: total };
}

function centralDirectory(buf: Buffer, maxEntries: number): Entry[] | 'tooLarge' | null {
  const end = findEnd(buf);
  if (end < 0) return null;
  const count = buf.readUInt16LE(end + 10);
  const offset = buf.readUInt32LE(end + 16);
  // Zip64 end records are for more than 65,535 entries or 4 GB: never an upload.
  if (count === 0xffff || offset === U32_MAX || count > maxEntries) return 'tooLarge';
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const entry = {
      method: buf.readUInt16LE(at + 10),
      compressed: buf.readUInt32LE(at + 20),
      unpacked: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
    };
    const extraAt = at + 46 + nameLength;
    if (extraAt + extraLength > buf.length) return null;
    if (!applyZip64(entry, buf.subarray(extraAt, extraAt + extraLength))) return null;
    entries.push(entry);
    at = extraAt + extraLength + commentLength;
  }
  return entries;
}

/** The end-of-central-directory record: the last 22 bytes, or earlier by a comment of up to 64 KB. */
function findEnd(buf: Buffer): number {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
}

/** Sizes and offset too large for 32 bits live in the zip64 extra field, in this order, each only when its field says so. */
function applyZip64(entry: Entry, extra: Buffer): boolean {
  const wanted = (['unpacked', 'compressed', 'localOffset'] as const).filter((k) => entry[k] === U32_MAX);
  if (wanted.length === 0) return true;
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      if (size < wanted.length * 8 || at + 4 + size > extra.length) return false;
      wanted.forEach((k, i) => (entry[k] = Number(extra.readBigUInt64LE(at + 4 + i * 8))));
      return true;
    }
    at += 4 + size;
  }
  return false;
}

async function unpacksAsClaimed(buf: Buffer, e: Entry): Promise<true | 'unreadable' | 'tooLarge'> {
  const at = e.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) return 'unreadable';
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + e.compressed > buf.length) return 'unreadable';
  const data = buf.subarray(start, start + e.compressed);
  if (e.method === STORED) return e.compressed === e.unpacked ? true : 'unreadable';
  if (e.method !== DEFLATED) return 'unreadable';
  try {
    await inflateRaw(data, { maxOutputLength: Math.max(1, e.unpacked) });
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable';
  }
}
