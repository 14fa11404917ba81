import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { i18nPlugin } from '../../src/plugins/i18n.ts';
import { errorsPlugin } from '../../src/plugins/errors.ts';
import { badRequest, warning } from '../../src/lib/errors.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({
    password: z.string().min(5, 'validation.password.length').max(20, 'validation.password.length'),
    age: z.number().int(),
    name: z.string().min(1),
  });
  api.post('/echo', { schema: { body } }, async (req) => req.body);
  api.get('/business', async () => {
    throw badRequest('validation.noChanges');
  });
  api.get('/warn', async () => {
    throw warning('device.notOnline');
  });
  api.get('/unique', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
  api.get('/boom', async () => {
    throw new Error('internal detail that must not leak');
  });
});
afterAll(() => app.close());

const post = (payload: unknown, lang?: string, raw = false) =>
  app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json', ...(lang ? { 'lang-type': lang } : {}) },
    payload: raw ? (payload as string) : JSON.stringify(payload),
  });

describe('error envelope', () => {
  it('uses the spec text when a rule names a message key', async () => {
    const res = await post({ password: 'abc', age: 1, name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 500, msg: 'User password length must be between 5 and 20' });
  });

  it('translates by Lang-Type', async () => {
    const res = await post({ password: 'abc', age: 1, name: 'x' }, 'zh_CN');
    expect(res.json().msg).toBe('用户密码长度必须介于 5 和 20 之间');
  });

  it('names the field for missing values and wrong types', async () => {
    const missing = await post({ password: 'abcdef', age: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('name: cannot be empty');
    const wrongType = await post({ password: 'abcdef', age: 'old', name: 'x' });
    expect(wrongType.json().msg).toBe('age: must be a number');
  });

  it('answers bad JSON with a clear 400', async () => {
    const res = await post('{"password":', undefined, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 500, msg: 'The request body is not valid JSON' });
  });

  it('keeps business errors at HTTP 400 with code 500 and warnings at 200 with 601', async () => {
    expect((await app.inject({ url: '/business' })).json()).toEqual({ code: 500, msg: 'no changes at present' });
    const warn = await app.inject({ url: '/warn', headers: { 'lang-type': 'de_DE' } });
    expect(warn.statusCode).toBe(200);
    expect(warn.json()).toEqual({ code: 601, msg: 'Gerät ist nicht online' });
  });

  it('turns a unique violation into 409 and hides internal errors', async () => {
    expect((await app.inject({ url: '/unique' })).statusCode).toBe(409);
    const boom = await app.inject({ url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json().msg).toBe('Unknown system error, please report to administrator');
    expect(boom.body).not.toContain('internal detail');
  });

  it('answers unknown routes with the 404 envelope', async () => {
    expect((await app.inject({ url: '/nowhere' })).json()).toEqual({ code: 404, msg: 'Resource does not exist' });
  });
});
