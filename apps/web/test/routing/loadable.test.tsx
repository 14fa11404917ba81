import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadable } from '../../src/routing/loadable.tsx';

const Hello = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('a component loaded apart', () => {
  it('draws at once, without its fallback, when its code loaded before it is first drawn', async () => {
    const Page = loadable(async () => ({ default: Hello }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="ann" />
      </Suspense>,
    );
    expect(screen.getByText('hello ann')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the fallback while its code loads, then the component, its code loaded once however often drawn', async () => {
    let loads = 0;
    let done: (m: { default: typeof Hello }) => void = () => undefined;
    const Page = loadable(() => (loads++, new Promise<{ default: typeof Hello }>((resolve) => (done = resolve))));
    const tree = (
      <Suspense fallback={<p>loading</p>}>
        <Page name="bo" />
        <Page name="cy" />
      </Suspense>
    );
    const { rerender } = render(tree);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => done({ default: Hello }));
    rerender(tree);
    expect(screen.getByText('hello bo')).toBeTruthy();
    expect(screen.getByText('hello cy')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
