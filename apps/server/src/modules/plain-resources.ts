import type { FastifyPluginAsync } from 'fastify';
import { faqManifest } from '@cniot/contract/people/faq';
import { appFaq } from '../db/schema/content.ts';
import { manifestCrud } from '../lib/manifest-crud.ts';

/** Screens that are their manifest and their table, nothing more: one line each. */
export const plainResourceRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, faqManifest, { table: appFaq });
};
