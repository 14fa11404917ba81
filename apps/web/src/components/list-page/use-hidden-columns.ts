import { useState } from 'react';
import { sessionStore } from '../../stores/session-store.ts';
import type { Resource } from './resource.ts';

/** Where a user's choice of columns for a screen is kept: per user, so a shared browser keeps each one's. */
const storageKey = (userId: number | undefined, screen: string) => `list-columns:${userId ?? ''}:${screen}`;

function stored(key: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
  } catch {
    return undefined;
  }
}

/** The columns hidden on a list: the declaration's, until the user chooses in the columns dialog, then the user's. */
export function useHiddenColumns(resource: Resource): [string[], (hidden: string[]) => void] {
  const userId = sessionStore.use((s) => s.user?.userId);
  const key = storageKey(userId, resource.name);
  const [hidden, setHidden] = useState(() => stored(key) ?? resource.columns.filter((c) => c.hidden).map((c) => c.name));
  const choose = (next: string[]) => {
    setHidden(next);
    localStorage.setItem(key, JSON.stringify(next));
  };
  return [hidden, choose];
}
