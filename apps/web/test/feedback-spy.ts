import { vi } from 'vitest';
import { bindFeedback, type Feedback } from '../src/lib/feedback.ts';

/** Replaces the antd message/modal/notification API with spies, so tests read what the user would be told. */
export function spyFeedback() {
  const spy = {
    message: { error: vi.fn(), warning: vi.fn(), success: vi.fn(), loading: vi.fn(), info: vi.fn() },
    notification: { error: vi.fn() },
    modal: { confirm: vi.fn() },
  };
  bindFeedback(spy as unknown as Feedback);
  return spy;
}
