import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ExamineStatus, type AgentApplyBody } from '@cniot/contract/people/agent-review';
import { hashPassword } from '../../../db/bootstrap.ts';
import { bizAgentReview } from '../../../db/schema/people.ts';
import { sysUser } from '../../../db/schema/system.ts';
import { conflict, tooMany } from '../../../lib/errors.ts';
import { hit } from '../../../lib/rate.ts';
import { captchaFlags } from '../../system/auth/account-config.ts';
import { checkImageCaptcha, checkSlider } from '../../system/auth/captcha.ts';

/** Few enough that nobody fills the review list from one address, enough for a shared office. */
const APPLICATIONS_PER_IP_HOUR = 10;

/**
 * A dealer application from anyone (public): rate-limited per address and
 * captcha-checked like registration. The account and e-mail it asks for must
 * be free now (they are checked again when it is passed), and one e-mail has
 * at most one application waiting.
 */
export async function apply(app: FastifyInstance, req: FastifyRequest, body: AgentApplyBody): Promise<void> {
  const { db } = app;
  if ((await hit(db, `agentApply:ip:${req.ip}`, 3_600_000)) > APPLICATIONS_PER_IP_HOUR) throw tooMany();
  const flags = await captchaFlags(app);
  if (flags.captchaEnabled) await checkImageCaptcha(db, body.uuid, body.code);
  if (flags.sliderEnabled) await checkSlider(db, body.verifyData);

  const [waiting] = await db
    .select({ id: bizAgentReview.id })
    .from(bizAgentReview)
    .where(and(eq(bizAgentReview.examineStatus, ExamineStatus.pending), sql`lower(${bizAgentReview.email}) = lower(${body.email})`))
    .limit(1);
  if (waiting) throw conflict('agentReview.pendingExists', { email: body.email });
  const live = eq(sysUser.delFlag, '0');
  const [named] = await db
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(and(live, sql`lower(${sysUser.userName}) = lower(${body.userName})`))
    .limit(1);
  if (named) throw conflict('agentReview.userExists', { userName: body.userName });
  const [mailed] = await db
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(and(live, sql`lower(${sysUser.email}) = lower(${body.email})`))
    .limit(1);
  if (mailed) throw conflict('agentReview.emailExists', { email: body.email });

  const { code: _code, uuid: _uuid, verifyData: _verify, password, ...application } = body;
  await db.insert(bizAgentReview).values({ ...application, password: await hashPassword(password), language: req.lang });
}
