import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { INVOKE_TARGET } from '@cniot/contract/job';
import { badRequest } from '../lib/errors.ts';
import { builtinHandlers } from './builtin.ts';

/**
 * A job handler: code the server ships, picked by name. A job's invoke
 * target can only name one of these, so an administrator can schedule work
 * but never run code of their choosing.
 */
export interface JobHandler<A = unknown> {
  name: string;
  description: string;
  /** Arguments accepted in the invoke target's parentheses (absent = undefined). */
  args: z.ZodType<A>;
  /** Does the work; the returned text lands in the job log. */
  run(app: FastifyInstance, args: A): Promise<string | void>;
}

const handlers = new Map<string, JobHandler>();

/** Modules add their handlers when they register their routes. */
export function registerJobHandler<A>(handler: JobHandler<A>): void {
  handlers.set(handler.name, handler as JobHandler);
}

for (const h of builtinHandlers) registerJobHandler(h);

export function jobHandlers(): JobHandler[] {
  return [...handlers.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface ResolvedTarget {
  handler: JobHandler;
  args: unknown;
}

/** The handler and validated arguments of an invoke target such as `logRetention({"days":90})`. */
export function resolveTarget(target: string): ResolvedTarget {
  const m = INVOKE_TARGET.exec(target.trim());
  if (!m) throw badRequest('job.targetFormat');
  const [, name, argsText] = m;
  const handler = handlers.get(name);
  if (!handler) throw badRequest('job.unknownHandler', { name: name.slice(0, 64), names: jobHandlers().map((h) => h.name).join(', ') });
  let raw: unknown;
  if (argsText !== undefined && argsText.trim() !== '') {
    try {
      raw = JSON.parse(argsText);
    } catch {
      throw badRequest('job.badArgs', { name, reason: 'not valid JSON' });
    }
  }
  const parsed = handler.args.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest('job.badArgs', { name, reason: `${issue.path.join('.') || 'arguments'}: ${issue.message}` });
  }
  return { handler, args: parsed.data };
}
