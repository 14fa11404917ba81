import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { UPLOAD_LIMIT_MB } from '@cniot/contract/constants';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { repeatSubmitPlugin } from './plugins/repeat-submit.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { operLogPlugin } from './plugins/oper-log.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { jsonDepthPlugin } from './plugins/json-depth.ts';
import { uploadedFilesPlugin } from './plugins/uploaded-files.ts';
import { parseRuoyiForm } from './lib/ruoyi-params.ts';
import { answerSerializer } from './lib/answer-serializer.ts';
import { loggerOptions } from './lib/logger.ts';
import { apiModules } from './modules/registry.ts';
import type { Gateway } from './gateway/gateway.ts';
import { builtinHandlers } from './jobs/builtin.ts';
import { registerJobHandler } from './jobs/handlers.ts';

export const API_PREFIX = '/cniotapi';
export const CONSOLE_BASE = '/cniotmgr/';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    /** The device gateway; null until started (and in tests that do not need devices). */
    gateway: Gateway | null;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Off by default (tests); on, it writes JSON lines to `stream` (stdout) with secrets kept out (lib/logger.ts). */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  gateway?: Gateway;
}

export async function buildApp({ config, database, logger = false, gateway }: AppOptions): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const trustProxy = typeof hops === 'number' ? (_addr: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: logger ? loggerOptions(logger.level, logger.stream) : false,
    exposeHeadRoutes: false,
    trustProxy,
    frameworkErrors,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { querystringParser: parseRuoyiForm },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(config.strictAnswers));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('gateway', gateway ?? null);

  await app.register(swagger, {
    openapi: { info: { title: 'CNIoT Console API', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(securityHeadersPlugin);
  await app.register(jsonDepthPlugin);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { prefix: API_PREFIX });
  await app.register(repeatSubmitPlugin);
  await app.register(operLogPlugin);
  await app.register(formbody, { parser: parseRuoyiForm });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_MB * 1024 * 1024, files: 1, fields: 20 } });

  for (const handler of builtinHandlers) registerJobHandler(handler);
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
      api.get('/openapi.json', { config: { permission: '@public', answer: 'file' }, schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(uploadedFilesPlugin, { root: config.uploadDir });
  await registerConsole(app, config.webDist);
  app.get('/', (_req, reply) => reply.redirect(CONSOLE_BASE));
  return app;
}

/** The built console under /cniotmgr/, with every unknown path answered by index.html (history mode). */
async function registerConsole(app: FastifyInstance, dist: string | undefined) {
  if (!dist || !fs.existsSync(path.join(dist, 'index.html'))) {
    app.get('/cniotmgr/*', (_req, reply) => reply.type('text/plain').send('The console is not built yet: run `npm run build`.'));
    return;
  }
  const assets = path.join(dist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: CONSOLE_BASE,
    wildcard: false,
    index: ['index.html'],
    // Built files carry a hash of their content in their name, so a browser may keep them for good: a reload then
    // asks for none of the hundred-odd chunks again. index.html names the current ones and is always asked for.
    setHeaders: (reply, file) => void reply.header('cache-control', file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'));
  app.get('/cniotmgr', (_req, reply) => reply.redirect(CONSOLE_BASE));
  app.get('/cniotmgr/*', (_req, reply) => reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml));
}
