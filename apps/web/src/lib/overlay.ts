import { useSyncExternalStore } from 'react';

/** A page-wide loading overlay that non-React code (downloads, uploads) can raise; nested calls stack. */
let stack: string[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showOverlay(text: string): () => void {
  stack = [...stack, text];
  emit();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    const i = stack.lastIndexOf(text);
    stack = stack.filter((_, j) => j !== i);
    emit();
  };
}

export function useOverlayText(): string | undefined {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => stack[stack.length - 1],
  );
}
