export interface UploadLimits {
  /** Allowed extensions, lower case; empty allows any. */
  types: readonly string[];
  sizeMb: number;
  limit: number;
}

export interface UploadProblem {
  reason: 'format' | 'size' | 'limit';
  params: Record<string, string | number>;
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** Spec §5: type by extension, size in MB, and how many files the field holds; `count` is those already there. */
export function checkUpload(file: { name: string; size: number }, limits: UploadLimits, count: number): UploadProblem | undefined {
  if (count >= limits.limit) return { reason: 'limit', params: { limit: limits.limit } };
  if (limits.types.length && !limits.types.includes(extensionOf(file.name))) return { reason: 'format', params: { types: limits.types.join('/') } };
  if (file.size / 1024 / 1024 > limits.sizeMb) return { reason: 'size', params: { size: limits.sizeMb } };
  return undefined;
}

/** A field's value is its stored file names, comma-separated (RuoYi's convention). */
export const splitNames = (value: unknown): string[] => (typeof value === 'string' && value ? value.split(',').filter(Boolean) : Array.isArray(value) ? value.map(String) : []);
