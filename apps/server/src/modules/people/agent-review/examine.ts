import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ExamineStatus, type AgentExamineBody } from '@cniot/contract/people/agent-review';
import { resolveLanguage, translate } from '@cniot/contract/i18n';
import { bizAgentReview } from '../../../db/schema/people.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { sendMail } from '../../system/auth/mail.ts';
import { createDealer } from './dealer-account.ts';

type Application = typeof bizAgentReview.$inferSelect;

const DECIDED: Record<string, string> = { [ExamineStatus.pass]: 'agentReview.alreadyPassed', [ExamineStatus.refuse]: 'agentReview.alreadyRefused' };

/** The applicant's mail, in the language it applied in. The spec knows four mail types; an application is a registration. */
async function mailApplicant(app: FastifyInstance, req: FastifyRequest, a: Application, userId: number | null) {
  const lang = resolveLanguage(a.language);
  const passed = a.examineStatus === ExamineStatus.pass;
  const params = { userName: a.userName, company: a.company, reason: a.examineDescribe ?? '', url: `${app.config.publicUrl}/cniotmgr/` };
  await sendMail(app.db, app.config, {
    userId,
    email: a.email,
    title: translate(lang, passed ? 'agentReview.mailPassTitle' : 'agentReview.mailRefuseTitle'),
    content: translate(lang, passed ? 'agentReview.mailPassBody' : 'agentReview.mailRefuseBody', params),
    mailType: 'Register',
    createBy: currentUser(req).userName,
  });
}

/**
 * Decides a waiting application once: the decision is claimed by a conditional
 * update, so of two examiners (or two clicks) one decides and the other learns
 * it was decided. The same decision again changes nothing and sends nothing
 * (the message says so); another decision is refused. A pass creates the
 * dealer in the same transaction, so a refusal of any of its rules (an
 * account or name taken meanwhile, a parent out of scope) leaves the
 * application waiting. The mail goes once the decision is committed.
 */
export async function examine(app: FastifyInstance, req: FastifyRequest, body: AgentExamineBody): Promise<string> {
  const decided = await app.db.transaction(async (tx) => {
    const pass = body.examineStatus === ExamineStatus.pass;
    const [claimed] = await tx
      .update(bizAgentReview)
      .set({
        examineStatus: body.examineStatus,
        examineDescribe: body.examineDescribe || null,
        parentId: pass ? body.parentId : null,
        examineBy: currentUser(req).userName,
        examineTime: new Date(),
      })
      .where(and(eq(bizAgentReview.id, body.id), eq(bizAgentReview.examineStatus, ExamineStatus.pending)))
      .returning();
    if (!claimed) {
      const [current] = await tx.select({ status: bizAgentReview.examineStatus }).from(bizAgentReview).where(eq(bizAgentReview.id, body.id));
      if (!current) throw notFound();
      if (current.status === body.examineStatus) return undefined;
      throw badRequest(DECIDED[current.status]);
    }
    const dealer = pass ? await createDealer(tx, req, claimed, body.parentId!) : undefined;
    // The chosen password's hash now lives with the account, if any: the application keeps none.
    await tx
      .update(bizAgentReview)
      .set({ ...dealer, password: '' })
      .where(eq(bizAgentReview.id, body.id));
    return { application: claimed, userId: dealer?.userId ?? null };
  });
  if (!decided) return DECIDED[body.examineStatus];
  await mailApplicant(app, req, decided.application, decided.userId);
  return 'ok';
}
