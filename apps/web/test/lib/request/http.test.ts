import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, http } from '../../../src/lib/request/http.ts';
import { RequestError } from '../../../src/lib/request/request-error.ts';
import { spyFeedback } from '../../feedback-spy.ts';

type Reply = { status?: number; data?: unknown; error?: 'network' | 'timeout' };

/** Answers every request with the next reply and records what was sent. */
function serve(...replies: Reply[]) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const reply = replies.shift() ?? { data: { code: 200, msg: 'ok' } };
    if (reply.error === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (reply.error === 'timeout') throw new AxiosError('timeout of 20000ms exceeded', 'ECONNABORTED', config);
    const response = { data: reply.data, status: reply.status ?? 200, statusText: '', headers: {}, config } as AxiosResponse;
    if (response.status >= 400) throw new AxiosError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return sent;
}

let feedback: ReturnType<typeof spyFeedback>;
let unique = 0;
/** The duplicate guard remembers the last POST; each test posts its own body. */
const body = () => ({ n: ++unique });

beforeEach(() => {
  feedback = spyFeedback();
  Cookies.remove('Admin-Token');
  Cookies.remove('Lang-Type');
});

describe('request headers and parameters', () => {
  it('sends Lang-Type (default en_US) and the bearer token unless opted out', async () => {
    const sent = serve({}, {});
    Cookies.set('Admin-Token', 'abc');
    await api.get('/a');
    await api.get('/b', undefined, { withToken: false });
    expect(sent[0].headers['Lang-Type']).toBe('en_US');
    expect(sent[0].headers.Authorization).toBe('Bearer abc');
    expect(sent[1].headers.Authorization).toBeUndefined();
  });

  it('follows the language cookie', async () => {
    const sent = serve({});
    Cookies.set('Lang-Type', 'de_DE');
    await api.get('/a');
    expect(sent[0].headers['Lang-Type']).toBe('de_DE');
  });

  it('puts GET params in the query string without blank values', async () => {
    const sent = serve({});
    await api.get('/system/user/list', { pageNum: 1, userName: '', status: null, deptId: undefined, nickName: 'ann' });
    expect(sent[0].url).toBe('/system/user/list?pageNum=1&nickName=ann');
    expect(sent[0].baseURL).toBe('/cniotapi');
    expect(sent[0].timeout).toBe(20_000);
  });
});

describe('duplicate submit guard', () => {
  it('refuses the same POST within 1000 ms', async () => {
    serve({}, {});
    const same = body();
    await api.post('/system/config', same);
    await expect(api.post('/system/config', same)).rejects.toThrow('Data is being processed, please do not resubmit');
    expect(feedback.message.warning).toHaveBeenCalledWith('Data is being processed, please do not resubmit');
  });

  it('lets calls that opt out repeat', async () => {
    serve({}, {});
    const same = body();
    await api.post('/common/upload', same, { repeatSubmit: false });
    await expect(api.post('/common/upload', same, { repeatSubmit: false })).resolves.toBeTruthy();
  });
});

describe('body codes (§8)', () => {
  it('resolves the body on 200', async () => {
    serve({ data: { code: 200, msg: 'ok', data: { x: 1 } } });
    await expect(api.get('/a')).resolves.toEqual({ code: 200, msg: 'ok', data: { x: 1 } });
  });

  it('500: error message and rejection with the body msg', async () => {
    serve({ data: { code: 500, msg: 'Name taken' } });
    await expect(api.post('/a', body())).rejects.toThrow('Name taken');
    expect(feedback.message.error).toHaveBeenCalledWith('Name taken');
  });

  it('601: a warning', async () => {
    serve({ data: { code: 601, msg: 'Device not online' } });
    await expect(api.get('/a')).rejects.toBeInstanceOf(RequestError);
    expect(feedback.message.warning).toHaveBeenCalledWith('Device not online');
  });

  it('other codes: an error notification, 403 with the status text', async () => {
    serve({ status: 403, data: { code: 403, msg: 'forbidden' } });
    await expect(api.get('/a')).rejects.toThrow('No permission for current operation');
    expect(feedback.notification.error).toHaveBeenCalledWith({ title: 'No permission for current operation' });
  });

  it('reads the JSON body of an HTTP 4xx (bad input answers 400 with code 500)', async () => {
    serve({ status: 400, data: { code: 500, msg: 'User password length must be between 5 and 20' } });
    await expect(api.post('/a', body())).rejects.toThrow('User password length must be between 5 and 20');
    expect(feedback.message.error).toHaveBeenCalledWith('User password length must be between 5 and 20');
  });

  it('401: one re-login dialog however many calls fail, and the expired-session rejection', async () => {
    serve({ status: 401, data: { code: 401, msg: 'x' } }, { status: 401, data: { code: 401, msg: 'x' } });
    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('Invalid session, or the session has expired. Please log in again.');
    expect(feedback.modal.confirm).toHaveBeenCalledTimes(1);
    const dialog = feedback.modal.confirm.mock.calls[0][0];
    expect(dialog).toMatchObject({ okText: 'Log in again', keyboard: false });
    dialog.onCancel();
  });

  it('silent calls tell the user nothing', async () => {
    serve({ data: { code: 500, msg: 'no' } });
    await expect(api.get('/a', undefined, { silent: true })).rejects.toThrow('no');
    expect(feedback.message.error).not.toHaveBeenCalled();
  });
});

describe('transport errors', () => {
  it('shows them for 5 seconds', async () => {
    serve({ error: 'network' }, { error: 'timeout' }, { status: 502, data: '<html>bad gateway</html>' });
    await expect(api.get('/a')).rejects.toThrow('Abnormal backend interface connection');
    await expect(api.get('/b')).rejects.toThrow('System interface request timed out');
    await expect(api.get('/c')).rejects.toThrow('system interface 502 abnormal');
    expect(feedback.message.error).toHaveBeenLastCalledWith({ content: 'system interface 502 abnormal', duration: 5 });
  });
});

describe('RequestError', () => {
  it('marks what was shown and what was a transport failure', async () => {
    serve({ error: 'network' });
    const error = (await api.get('/a').catch((e: unknown) => e)) as RequestError;
    expect(error.shown).toBe(true);
    expect(error.transport).toBe(true);
  });
});
