import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../src/i18n/i18n.ts';
import { bindFeedback, type Feedback } from '../src/lib/feedback.ts';
import { queryClient } from '../src/lib/query-client.ts';
import { sessionStore } from '../src/stores/session-store.ts';
import { settingsStore } from '../src/stores/settings-store.ts';
import { tagsStore } from '../src/stores/tags-store.ts';

// Test files share their modules (isolate off, a third of the time): each starts as a fresh page
// would, from the stores' first state, an empty query cache and empty storage.
const shared = globalThis as { firstStores?: [Parameters<typeof sessionStore.set>[0], Parameters<typeof settingsStore.set>[0], Parameters<typeof tagsStore.set>[0]] };
const [session, settings, tags] = (shared.firstStores ??= [sessionStore.get(), settingsStore.get(), tagsStore.get()]);
beforeAll(() => {
  sessionStore.set(session);
  settingsStore.set(settings);
  tagsStore.set(tags);
  queryClient.clear();
  // A spy bound by an earlier file (test/feedback-spy.ts) is let go: messages go to antd until an App mounts.
  bindFeedback({} as Feedback)();
  localStorage.clear();
  sessionStorage.clear();
});

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
