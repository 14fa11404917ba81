import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentApplyBody, agentExamineBody, agentReviewManifest } from '@cniot/contract/people/agent-review';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { bizAgentReview } from '../../../db/schema/people.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { PUBLIC } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { apply } from './apply.ts';
import { examine } from './examine.ts';

// biz_agent_review spelled out: drizzle leaves select-list columns unqualified.
const deptName = sql<string | null>`(select d.dept_name from sys_dept d where d.dept_id = biz_agent_review.dept_id)`;

/** Dealer applications (agent review): the public application, the list and the examination (docs/people.md). */
export const agentReviewRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, agentReviewManifest, { table: bizAgentReview, hidden: ['password', 'language'], columns: { deptName } });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/biz/agentReview/apply', { schema: { body: agentApplyBody }, config: { permission: PUBLIC } }, async (req) => {
    await apply(app, req, req.body);
    return { code: 200, msg: req.t('agentReview.submitted') };
  });

  api.put(
    '/biz/agentReview/examine',
    { schema: { body: agentExamineBody }, config: { permission: PeoplePerm.agentReview.examine, operLog: { title: 'operTitle.agentReview', businessType: BusinessType.UPDATE } } },
    async (req) => ({ code: 200, msg: req.t(await examine(app, req, req.body)) }),
  );
};
