import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REPEAT_SUBMIT_WINDOW_MS } from '@cniot/contract/constants';
import { AppError } from '../lib/errors.ts';
import { hit } from '../lib/rate.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Identical POST/PUT bodies from one user within the window are refused unless this is false. */
    repeatSubmit?: boolean;
  }
}

/**
 * A signed-in user's identical POST or PUT within REPEAT_SUBMIT_WINDOW_MS is refused (a double click, a
 * resent form); counted in the database so every node shares the window. Runs after the body is parsed.
 */
export const repeatSubmitPlugin = fp(async (app) => {
  app.addHook('preHandler', (req, _reply, done) => {
    if (!req.user || (req.method !== 'POST' && req.method !== 'PUT')) return done();
    refuseRepeat(req, req.user.userId).then(() => done(), done);
  });

  async function refuseRepeat(req: FastifyRequest, userId: number) {
    if (req.routeOptions.config?.repeatSubmit === false || req.isMultipart()) return;
    const digest = createHash('sha256')
      .update(`${userId}|${req.method}|${req.url}|${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    if ((await hit(app.db, `rs:${digest}`, REPEAT_SUBMIT_WINDOW_MS)) > 1) {
      throw new AppError(429, 500, 'error.repeatSubmit');
    }
  }
});
