import type { AxiosRequestConfig } from 'axios';
import type { Answer } from '@cniot/contract/answer';
import type { Calls } from './calls.ts';
import { api } from './http.ts';

type Method<K> = K extends `${infer M} ${string}` ? Lowercase<M> : never;
type ParamNames<P> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
type PathParams<K> = { [N in ParamNames<K>]: string | number };

/** A call's arguments: the path's `{params}` first when it has any, then the query (GET, DELETE) or the body. */
type Args<K> = [ParamNames<K>] extends [never] ? [data?: unknown, config?: AxiosRequestConfig] : [params: PathParams<K>, data?: unknown, config?: AxiosRequestConfig];

/**
 * A call of the API typed by the contract's answer for it (`Calls`): `call('GET /iot/wn/{id}', { id })`. The key is the
 * method and path as the server's OpenAPI document names them, so the test that compares the two reads the same list.
 */
export function call<K extends keyof Calls>(key: K, ...args: Args<K>): Promise<Answer<Calls[K]>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space).toLowerCase() as Method<K>;
  let path = key.slice(space + 1);
  const [data, config] = (path.includes('{') ? args.slice(1) : args) as [unknown, AxiosRequestConfig | undefined];
  if (path.includes('{')) {
    const params = args[0] as Record<string, string | number>;
    path = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  }
  if (method === 'get') return api.get(path, data as object | undefined, config);
  if (method === 'delete') return api.delete(path, { ...config, params: data });
  return api[method as 'post' | 'put'](path, data, config);
}
