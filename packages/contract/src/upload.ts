import { z } from 'zod';
import { FILE_TYPES, IMAGE_TYPES } from './constants.ts';

/**
 * What `POST /common/upload` accepts, by extension; the server also checks
 * that the content really is of that type. The Office formats after the
 * spec's defaults are their modern (zip-based) versions.
 */
export const UPLOAD_TYPES = [...IMAGE_TYPES, ...FILE_TYPES, 'docx', 'xlsx', 'pptx'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();
/** A file this server stored (a path under `/files/`, no `..`) of one of `types`, by extension. */
export const storedFile = (types: readonly string[]) => (name: string) => /^\/files\/[\w./-]+$/.test(name) && !name.includes('..') && types.includes(extensionOf(name));
/** The file names of an upload field: comma-separated, as the console's upload sends them. */
export const fileNames = (value: string) => value.split(',').filter(Boolean);

export interface UploadResult {
  code: number;
  msg: string;
  /** Path under the files base address, e.g. `/files/upload/2026/01/31/3f9c….png`. */
  fileName: string;
  /** Absolute URL of the same file. */
  url: string;
  newFileName: string;
  originalFilename: string;
}

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const downloadQuery = z.object({
  fileName: z.string().min(1).max(500),
  /** Export temp files only: remove the file once it has been sent. */
  delete: flag.optional(),
});
export const resourceQuery = z.object({ resource: z.string().min(1).max(500) });
