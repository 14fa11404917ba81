import { AxiosError, type AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { download, isFileBlob } from '../../../src/lib/request/download.ts';
import { http } from '../../../src/lib/request/http.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const reply = (data: Blob, status = 200) => {
  http.defaults.adapter = async (config) => {
    const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
};

let feedback: ReturnType<typeof spyFeedback>;
let n = 0;

beforeEach(() => {
  feedback = spyFeedback();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});

describe('download', () => {
  it('treats a JSON answer as the reason there is no file', () => {
    expect(isFileBlob(new Blob(['{}'], { type: 'application/json' }))).toBe(false);
    expect(isFileBlob(new Blob(['x'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).toBe(true);
  });

  it('saves a file under the overlay', async () => {
    reply(new Blob(['x'], { type: 'application/octet-stream' }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await download('/system/config/export', { configName: 'a', n: ++n }, 'config.xlsx');
    expect(click).toHaveBeenCalled();
    expect(feedback.message.error).not.toHaveBeenCalled();
  });

  it('shows the JSON error: the code table, else msg, else the download message', async () => {
    reply(new Blob([JSON.stringify({ code: 500, msg: 'Too many rows' })], { type: 'application/json' }));
    await download('/x/export', { n: ++n }, 'x.xlsx');
    expect(feedback.message.error).toHaveBeenLastCalledWith('Too many rows');
    reply(new Blob([JSON.stringify({ code: 500 })], { type: 'application/json' }));
    await download('/x/export', { n: ++n }, 'x.xlsx');
    expect(feedback.message.error).toHaveBeenLastCalledWith('There was an error downloading the file. Please contact the administrator!');
  });

  it('reads the JSON envelope of an HTTP error blob once, without a second message', async () => {
    reply(new Blob([JSON.stringify({ code: 403, msg: 'x' })], { type: 'application/json' }), 403);
    await download('/x/export', { n: ++n }, 'x.xlsx');
    expect(feedback.notification.error).toHaveBeenCalledWith({ title: 'No permission for current operation' });
    expect(feedback.message.error).not.toHaveBeenCalled();
  });
});
