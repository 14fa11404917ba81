import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

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
