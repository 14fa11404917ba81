import fp from 'fastify-plugin';
import type { Language } from '@cniot/contract/constants';
import { LANG_HEADER } from '@cniot/contract/constants';
import { resolveLanguage, translate } from '@cniot/contract/i18n';
import { hasTextKey, resolveJsonTexts } from '../lib/stored-text.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t(key: string, params?: Record<string, unknown>): string;
  }
}

/** Messages, and the texts stored as keys, follow the Lang-Type header (en_US when absent or unknown). */
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en_US');
  app.decorateRequest('t', function (this: { lang: Language }, key: string, params?: Record<string, unknown>) {
    return translate(this.lang, key, params);
  });
  // Hooks with nothing to wait for take Fastify's callback: an async one costs a promise and a turn per request.
  app.addHook('onRequest', (req, _reply, done) => {
    const header = req.headers[LANG_HEADER.toLowerCase()];
    req.lang = resolveLanguage(Array.isArray(header) ? header[0] : header);
    done();
  });
  // Texts the product stored as keys (seeded names, log messages and titles) reach every reader, RuoYi's clients
  // included, in the request's language; a response without one passes after a substring check.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' || !hasTextKey(payload) || !String(reply.getHeader('content-type') ?? '').includes('json')) return done(null, payload);
    resolveJsonTexts(req.lang, payload).then((text) => done(null, text), done);
  });
});
