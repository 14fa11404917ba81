import { Modal, message, notification } from 'antd';
import type { App } from 'antd';

export type Feedback = ReturnType<typeof App.useApp>;

/**
 * Messages raised outside components (the request layer, stores) go through
 * the antd App context once it is mounted, so they follow the theme and
 * language; the static functions only cover the moments before that.
 */
let current = { message, modal: Modal, notification } as unknown as Feedback;

export const feedback = (): Feedback => current;

export function bindFeedback(next: Feedback) {
  current = next;
}
