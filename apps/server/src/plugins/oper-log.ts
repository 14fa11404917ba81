import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageQuery } from '@cniot/contract/paging';
import { isMessageKey } from '@cniot/contract/i18n';
import { menuNameOf, type Manifest } from '@cniot/contract/manifest/define';
import { englishScreenTexts } from '@cniot/contract/screens/english';
import { textKey } from '@cniot/contract/text-key';
import { sysOperLog } from '../db/schema/system.ts';
import type { LoginUser } from '../lib/session.ts';

/** RuoYi business types: what the operation log's type column means. */
export const BusinessType = { OTHER: 0, INSERT: 1, UPDATE: 2, DELETE: 3, GRANT: 4, EXPORT: 5, IMPORT: 6, FORCE: 7, CLEAN: 9 } as const;

/** A route's title (a message or screen text key; the log stores it as a text key) and type for the operation log. */
type OperLogConfig = { title: string; businessType?: number };

/** A screen's routes are titled by its menu entry; a sub-screen without one by its name. */
export function manifestOperTitle(m: Manifest): string {
  const key = `menus.${menuNameOf(m)}`;
  return key in englishScreenTexts ? key : m.name;
}

/** A known key is stored as a text key, shown in each reader's language; anything else (a route's URL) as it is. */
const storedTitle = (title: string) => (isMessageKey(title) || title in englishScreenTexts ? textKey(title) : title);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Title and type for the operation log; changes are logged even without it, titled by their URL.
     * `false` for a POST that only reads (a list with its query in the body): nothing changed, nothing to log.
     * A route that takes paging in its query string is a list and never logged (`isList`).
     */
    operLog?: OperLogConfig | false;
  }
}

/**
 * Fields whose values are secrets: passwords, tokens, device keys, one-time
 * codes, and a system parameter's value (a parameter may hold a credential).
 * Names of things stay readable, so the log still says what changed.
 */
const SECRET = /pass(word)?|pwd|secret|token|key$|^(sms)?code$|^configValue$/i;
const NAMES = new Set(['configKey', 'roleKey']);
/** Deeper than any form nests; a body nested thousands deep is cut here instead of overflowing the stack. */
const MAX_DEPTH = 12;
const MAX_TEXT = 2000;

export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) && !NAMES.has(k) ? '******' : redact(v, depth + 1)]));
}

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s);
const DEFAULT_TYPE: Record<string, number> = { POST: BusinessType.INSERT, PUT: BusinessType.UPDATE, DELETE: BusinessType.DELETE };

/** A POST paged by its query string (filters in the body) only lists: a query is not an operation. */
const isList = (req: FastifyRequest) => req.routeOptions.schema?.querystring === pageQuery;

/** Every change made by a signed-in user lands in sys_oper_log, with secrets masked. */
export const operLogPlugin = fp(async (app) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    const cfg = req.routeOptions.config?.operLog;
    // Reads (most requests) pass through without a promise of their own.
    if (!req.user || req.method === 'GET' || req.method === 'HEAD' || cfg === false || isList(req)) return done(null, payload);
    record(req, req.user, reply, payload, cfg).then(() => done(null, payload), done);
  });

  async function record(req: FastifyRequest, user: LoginUser, reply: FastifyReply, payload: unknown, cfg: OperLogConfig | undefined) {
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
      title: storedTitle(cfg?.title ?? req.routeOptions.url ?? req.url).slice(0, 64),
      businessType: cfg?.businessType ?? DEFAULT_TYPE[req.method] ?? BusinessType.OTHER,
      method: `${req.method} ${req.routeOptions.url ?? ''}`.slice(0, 200),
      requestMethod: req.method,
      operName: user.userName,
      deptName: user.deptName ?? '',
      operUrl: req.url.slice(0, 255),
      operIp: req.ip,
      operParam: clip(JSON.stringify(redact(params)) ?? ''),
      jsonResult: clip(result),
      status: code,
      errorMsg: code ? clip(result) : '',
      costTime: Math.round(reply.elapsedTime),
    });
  }
});
