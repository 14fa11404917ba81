import { use, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };
/** A promise as React's use() reads it: settled ones carry their outcome, so reading them never suspends. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A component whose code loads apart, as with React.lazy, that draws at once when its code loaded before
 * it is first drawn. A lazy component suspends on its first drawing whatever its promise, and a
 * suspension in a synchronous render (the console's first, after the session) throws away all that was
 * drawn above it up to the nearest Suspense boundary: the shell, the layout and the page host each did.
 */
export function loadable<P extends object = object>(load: () => Promise<Module<P>>) {
  let loading: Tracked<Module<P>> | undefined;
  const preload = (): Promise<Module<P>> => {
    if (!loading) {
      const tracked: Tracked<Module<P>> = load();
      tracked.then(
        (value) => Object.assign(tracked, { status: 'fulfilled', value }),
        (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
      );
      loading = tracked;
    }
    return loading;
  };
  function Loadable(props: P) {
    const { default: Component } = use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Loadable, { preload });
}
