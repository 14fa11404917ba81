import { INVOKE_TARGET } from '@cniot/contract/system/job';
import { badRequest } from '../lib/errors.ts';
import type { JobHandler } from './job-handler.ts';

const handlers = new Map<string, JobHandler>();

/** The app registers the handlers it ships (see buildApp); the registry knows none of them itself. */
export function registerJobHandler<A>(handler: JobHandler<A>): void {
  handlers.set(handler.name, handler as JobHandler);
}

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
  if (!handler)
    throw badRequest('job.unknownHandler', {
      name: name.slice(0, 64),
      names: jobHandlers()
        .map((h) => h.name)
        .join(', '),
    });
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
