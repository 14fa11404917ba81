import type { Column } from './resource.ts';

/** The dictionary types a declaration's columns, search and form fields use. */
export const dictTypes = (lists: { options?: Column['options'] }[]): string[] => [...new Set(lists.flatMap((f) => (f.options && 'dict' in f.options ? [f.options.dict] : [])))];
