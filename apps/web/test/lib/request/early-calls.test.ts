import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { api, http } from '../../../src/lib/request/http.ts';
import { startEarlyCalls } from '../../../src/lib/request/early-calls.ts';
import { spyFeedback } from '../../feedback-spy.ts';

const USERS = '/system/user/list?pageNum=1&pageSize=20';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let feedback: ReturnType<typeof spyFeedback>;
let fetched: MockInstance<typeof fetch>;
/** What the request layer's own transport was asked for: calls not answered early. */
let sent: string[];

beforeEach(() => {
  feedback = spyFeedback();
  delete window.cniotEarlyCalls;
  Cookies.set('Admin-Token', 'abc');
  Cookies.set('Lang-Type', 'de_DE');
  sent = [];
  http.defaults.adapter = async (config) => {
    sent.push(config.url ?? '');
    return { data: { code: 200, rows: [{ late: true }] }, status: 200, statusText: '', headers: {}, config };
  };
  fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/getInfo')) return json({ code: 401, msg: 'expired' });
    if (url.endsWith('/getRouters')) return json({ code: 500, msg: 'broken' }, 500);
    return json({ code: 200, rows: [{ early: true }], total: 1 });
  });
});

afterEach(() => {
  fetched.mockRestore();
  Cookies.remove('Admin-Token');
  Cookies.remove('Lang-Type');
});

describe('calls started as the page opens', () => {
  it('ask for the user, the menu and the list page’s first rows together, with the token and language', () => {
    startEarlyCalls('/system/user', '');
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/cniotapi/getInfo', '/cniotapi/getRouters', `/cniotapi${USERS}`]);
    expect(fetched.mock.calls[0][1]?.headers).toEqual({ Authorization: 'Bearer abc', 'Lang-Type': 'de_DE' });
  });

  it('leave an address with a query, a page without a list, public pages and visitors without a session alone', () => {
    startEarlyCalls('/system/user', '?userName=ann');
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/cniotapi/getInfo', '/cniotapi/getRouters']);
    delete window.cniotEarlyCalls;
    startEarlyCalls('/index', '');
    expect(fetched).toHaveBeenCalledTimes(4);
    delete window.cniotEarlyCalls;
    startEarlyCalls('/register', '');
    Cookies.remove('Admin-Token');
    startEarlyCalls('/system/user', '');
    expect(fetched).toHaveBeenCalledTimes(4);
  });

  it('leave the list of a page the user may not open alone: the server would refuse it before the console says 404', () => {
    localStorage.setItem('openable-lists', JSON.stringify(['/system/role']));
    startEarlyCalls('/system/user', '');
    localStorage.removeItem('openable-lists');
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(['/cniotapi/getInfo', '/cniotapi/getRouters']);
  });

  it('start once per session: the route guard after index.html asks nothing again', () => {
    startEarlyCalls('/system/user', '');
    startEarlyCalls('/system/user', '');
    expect(fetched).toHaveBeenCalledTimes(3);
  });

  it('answer the same call of the request layer once; the next goes out', async () => {
    startEarlyCalls('/system/user', '');
    expect(await api.get('/system/user/list', { pageNum: 1, pageSize: 20 })).toMatchObject({ rows: [{ early: true }] });
    expect(sent).toEqual([]);
    expect(await api.get('/system/user/list', { pageNum: 1, pageSize: 20 })).toMatchObject({ rows: [{ late: true }] });
    expect(sent).toEqual([USERS]);
  });

  it('are handled as the request layer’s own: an expired session and an HTTP error', async () => {
    startEarlyCalls('/system/user', '');
    await expect(api.get('/getInfo', undefined, { silent: true })).rejects.toThrow('Invalid session, or the session has expired. Please log in again.');
    await expect(api.get('/getRouters')).rejects.toThrow('broken');
    expect(feedback.message.error).toHaveBeenCalledWith('broken');
    expect(feedback.modal.confirm).not.toHaveBeenCalled();
  });

  it('are not taken with another token', async () => {
    startEarlyCalls('/system/user', '');
    Cookies.set('Admin-Token', 'other');
    await api.get('/system/user/list', { pageNum: 1, pageSize: 20 });
    expect(sent).toEqual([USERS]);
  });

  it('report a transport failure as the request layer does', async () => {
    fetched.mockRejectedValue(new TypeError('Failed to fetch'));
    startEarlyCalls('/system/user', '');
    await expect(api.get('/system/user/list', { pageNum: 1, pageSize: 20 })).rejects.toThrow('Abnormal backend interface connection');
    expect(feedback.message.error).toHaveBeenCalledWith({ content: 'Abnormal backend interface connection', duration: 5 });
  });
});
