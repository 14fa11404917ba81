import type { FastifyPluginAsync } from 'fastify';
import { dictDataRoutes } from './dict-data.ts';
import { dictTypeRoutes } from './dict-type.ts';

/** Dictionary types and their entries (`/system/dict/type`, `/system/dict/data`). */
export const dictRoutes: FastifyPluginAsync = async (app) => {
  dictTypeRoutes(app);
  dictDataRoutes(app);
};
