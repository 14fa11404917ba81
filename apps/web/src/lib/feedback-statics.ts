import { Modal, message, notification } from 'antd';
import type { Feedback } from './feedback.ts';

/** antd's static functions as a Feedback: what says something before the antd App is mounted. */
export const statics = { message, modal: Modal, notification } as unknown as Feedback;
