import fp from 'fastify-plugin';
import { sysOperLog } from '../db/schema/system.ts';

/** RuoYi business types: what the operation log's type column means. */
export const BusinessType = { OTHER: 0, INSERT: 1, UPDATE: 2, DELETE: 3, GRANT: 4, EXPORT: 5, IMPORT: 6, FORCE: 7, CLEAN: 9 } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Title and type for the operation log; changes are logged even without it, titled by their URL. */
    operLog?: { title: string; businessType?: number };
  }
}

const SECRET = /pass(word)?|pwd|token|secret|key|code/i;
const MAX_TEXT = 2000;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '******' : redact(v)]));
  }
  return value;
}

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s);
const DEFAULT_TYPE: Record<string, number> = { POST: BusinessType.INSERT, PUT: BusinessType.UPDATE, DELETE: BusinessType.DELETE };

/** Every change made by a signed-in user lands in sys_oper_log, with secrets masked. */
export const operLogPlugin = fp(async (app) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.user || req.method === 'GET' || req.method === 'HEAD') return payload;
    const cfg = req.routeOptions.config?.operLog;
    const ok = reply.statusCode < 400;
    let result = '';
    if (typeof payload === 'string') result = payload;
    let code = ok ? 0 : 1;
    try {
      if (result && JSON.parse(result).code !== 200) code = 1;
    } catch {
      result = '';
    }
    const params = { query: req.query, params: req.params, body: req.isMultipart() ? '[multipart]' : req.body };
    await app.db.insert(sysOperLog).values({
      title: clip(cfg?.title ?? req.routeOptions.url ?? req.url).slice(0, 64),
      businessType: cfg?.businessType ?? DEFAULT_TYPE[req.method] ?? BusinessType.OTHER,
      method: `${req.method} ${req.routeOptions.url ?? ''}`.slice(0, 200),
      requestMethod: req.method,
      operName: req.user.userName,
      deptName: req.user.deptName ?? '',
      operUrl: req.url.slice(0, 255),
      operIp: req.ip,
      operParam: clip(JSON.stringify(redact(params)) ?? ''),
      jsonResult: clip(result),
      status: code,
      errorMsg: code ? clip(result) : '',
      costTime: Math.round(reply.elapsedTime),
    });
    return payload;
  });
});
