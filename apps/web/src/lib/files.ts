/** Uploaded files are served from the files base path (spec §7); stored names are relative to it. */
export const FILES_BASE = import.meta.env.VITE_FILES_BASE ?? '/files/';

export function fileUrl(name: string | undefined | null): string {
  if (!name) return '';
  if (/^(https?:|data:|blob:)/.test(name) || name.startsWith(FILES_BASE)) return name;
  return `${FILES_BASE.replace(/\/$/, '')}/${name.replace(/^\//, '')}`;
}

/** The name shown for a stored file: its last path segment. */
export const fileLabel = (name: string) => name.slice(name.lastIndexOf('/') + 1);
