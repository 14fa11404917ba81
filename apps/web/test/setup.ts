import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../src/i18n/i18n.ts';

// English texts in assertions: the spec's exact sentences.
await initI18n('en_US');

afterEach(() => cleanup());

// antd's responsive grid asks for media queries, which happy-dom answers only partly.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
