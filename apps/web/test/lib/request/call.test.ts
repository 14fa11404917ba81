import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../src/lib/request/call.ts';
import { http } from '../../../src/lib/request/http.ts';

let sent: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  sent = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    return { data: { code: 200, msg: 'ok' }, status: 200, statusText: '', headers: {}, config } as AxiosResponse;
  };
});

describe('call', () => {
  it('sends the method of its key and fills the path parameters, encoded', async () => {
    expect(await call('GET /monitor/logininfor/unlock/{userName}', { userName: 'a b/c' })).toEqual({ code: 200, msg: 'ok' });
    expect(sent[0].method).toBe('get');
    expect(sent[0].url).toBe('/monitor/logininfor/unlock/a%20b%2Fc');
  });

  it('sends the data of a PUT as its body and of a DELETE as its query', async () => {
    await call('PUT /system/user/resetPwd', { userId: 1, password: 'secret-1' }, { repeatSubmit: false });
    await call('DELETE /monitor/online/{tokenId}', { tokenId: 'ab' });
    expect([sent[0].method, sent[0].url, JSON.parse(sent[0].data as string)]).toEqual(['put', '/system/user/resetPwd', { userId: 1, password: 'secret-1' }]);
    expect([sent[1].method, sent[1].url]).toEqual(['delete', '/monitor/online/ab']);
  });
});
