import { Modal, message, notification } from 'antd';

/** antd's static functions: what says something before the antd App is mounted (feedback.ts reads them as its Feedback). */
export const statics = { message, modal: Modal, notification };
