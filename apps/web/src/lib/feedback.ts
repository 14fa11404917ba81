import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;
type Kind = keyof Feedback;
type Method = (...args: unknown[]) => unknown;

let statics: Promise<Feedback> | undefined;

/**
 * Before the antd App is mounted (the session still loading), a call is made on antd's static
 * functions once they have loaded: the request layer, and so the first API calls of a reload,
 * need not wait for antd. Such a call returns nothing.
 */
const beforeMount = <K extends Kind>(kind: K) =>
  new Proxy({} as Feedback[K], {
    get:
      (_, method) =>
      (...args: unknown[]) =>
        void (statics ??= import('./feedback-statics.ts').then((m) => m.statics as unknown as Feedback)).then((s) => (s[kind] as unknown as Record<PropertyKey, Method>)[method](...args)),
  });

/**
 * Messages raised outside components (the request layer, stores) go through
 * the antd App context once it is mounted, so they follow the theme and
 * language.
 */
const unmounted: Feedback = { message: beforeMount('message'), modal: beforeMount('modal'), notification: beforeMount('notification') };
let current = unmounted;

export const feedback = (): Feedback => current;

/** Binds the mounted App; the returned function (an effect's cleanup) lets go of it when it unmounts. */
export function bindFeedback(next: Feedback): () => void {
  current = next;
  return () => {
    if (current === next) current = unmounted;
  };
}
