import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedTableScrollbar, SCROLLBAR_MODULE } from '../../build-plugins/scrollbar-size.ts';

/** rc-util's own module as the console's build ships it, through the plugin, run here with rc-util's style helpers. */
function builtModule() {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@rc-component/util/package.json')), 'es/getScrollBarSize.js');
  expect(file).toMatch(SCROLLBAR_MODULE);
  const body = cachedTableScrollbar(fs.readFileSync(file, 'utf8'))
    .replace(/^import .*$/m, '')
    .replace(/^export (default )?function/gm, 'function');
  const { removeCSS, updateCSS } = require('@rc-component/util/lib/Dom/dynamicCSS') as Record<string, unknown>;
  const run = new Function('removeCSS', 'updateCSS', `${body}\nreturn { getTargetScrollBarSize };`) as (...helpers: unknown[]) => {
    getTargetScrollBarSize(target: unknown): { width: number; height: number };
  };
  return run(removeCSS, updateCSS);
}

describe('table scrollbar size, measured once per kind of table body', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measures the first body of a class and answers later ones of that class from memory', () => {
    const { getTargetScrollBarSize } = builtModule();
    const body = Object.assign(document.createElement('div'), { className: 'ant-table-content' });
    document.body.append(body);
    const append = vi.spyOn(document.body, 'appendChild');
    const first = getTargetScrollBarSize(body);
    expect(append).toHaveBeenCalledTimes(1);
    expect(getTargetScrollBarSize(body.cloneNode())).toEqual(first);
    expect(append).toHaveBeenCalledTimes(1);
    getTargetScrollBarSize(Object.assign(document.createElement('div'), { className: 'ant-table-body' }));
    expect(append).toHaveBeenCalledTimes(2);
    expect(getTargetScrollBarSize(null)).toEqual({ width: 0, height: 0 });
  });

  it('fails the build when rc-util no longer has the function it replaces', () => {
    expect(() => cachedTableScrollbar('export default function getScrollBarSize() {}')).toThrow(/revisit/);
  });
});
