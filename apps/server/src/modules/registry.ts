import type { FastifyPluginAsync } from 'fastify';

/** Every API module, registered under /cniotapi in this order. */
export const apiModules: FastifyPluginAsync[] = [];
