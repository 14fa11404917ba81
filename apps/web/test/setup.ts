import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../src/i18n/i18n.ts';

// English texts in assertions: the spec's exact sentences.
await initI18n('en_US');

afterEach(() => cleanup());
