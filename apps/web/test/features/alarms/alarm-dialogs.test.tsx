import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListContext } from '../../../src/components/list-page/resource.ts';
import { AckDialog, ShelveDialog } from '../../../src/features/alarms/alarm-dialogs.tsx';
import { http } from '../../../src/lib/request/http.ts';
import { spyFeedback } from '../../feedback-spy.ts';

let calls: Array<{ url: string; body: unknown }>;
let feedback: ReturnType<typeof spyFeedback>;
const unhandled = vi.fn();

beforeEach(() => {
  feedback = spyFeedback();
  calls = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push({ url: config.url!, body: JSON.parse(String(config.data)) });
    return { data: { code: 200, msg: 'ok' }, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
  window.addEventListener('unhandledrejection', unhandled);
  process.on('unhandledRejection', unhandled);
});

const dialog = (Dialog: typeof AckDialog) => {
  const onDone = vi.fn();
  render(<Dialog rows={[{ id: 4 }]} ctx={{} as ListContext} onClose={() => undefined} onDone={onDone} />);
  return onDone;
};

describe('alarm dialogs', { timeout: 30_000 }, () => {
  it('confirms an acknowledgement', async () => {
    const onDone = dialog(AckDialog);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toEqual([{ url: '/iot/alarm/ack', body: { ids: [4] } }]);
    expect(feedback.message.success).toHaveBeenCalledWith('Acknowledged');
  });

  it('says why a shelve without a reason cannot go, beside the field, and throws nothing', async () => {
    const onDone = dialog(ShelveDialog);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Please give the reason for shelving');
    await new Promise((r) => setTimeout(r, 200));
    expect(unhandled).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });
});
