import { message, Modal } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { bindFeedback, feedback, type Feedback } from '../../src/lib/feedback.ts';

describe('feedback raised outside components', () => {
  it('before the antd App is mounted, is shown by antd once it has loaded', async () => {
    const error = vi.spyOn(message, 'error').mockImplementation(() => (() => undefined) as never);
    const confirm = vi.spyOn(Modal, 'confirm').mockImplementation(() => ({ destroy: () => undefined, update: () => undefined }));
    feedback().message.error('Network down');
    feedback().modal.confirm({ title: 'Sign in again?' });
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Network down'));
    expect(confirm).toHaveBeenCalledWith({ title: 'Sign in again?' });
  });

  it('once it is mounted, goes through the App', () => {
    const app = { message: { warning: vi.fn() } } as unknown as Feedback;
    const unbind = bindFeedback(app);
    feedback().message.warning('Saved already');
    expect(app.message.warning).toHaveBeenCalledWith('Saved already');
    unbind();
    expect(feedback()).not.toBe(app);
  });
});
