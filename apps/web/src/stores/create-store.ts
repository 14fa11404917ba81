import { useSyncExternalStore } from 'react';

export interface Store<S> {
  get(): S;
  set(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** Selectors must return state parts or primitives, not new objects, or React re-renders forever. */
  use<T>(selector: (state: S) => T): T;
}

/** The few global stores need no library: a value, listeners and useSyncExternalStore. */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
      listeners.forEach((l) => l());
    },
    subscribe,
    use: (selector) => useSyncExternalStore(subscribe, () => selector(state)),
  };
}
