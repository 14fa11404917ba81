import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { translate } from '@cniot/contract/i18n';
import type { FailureCause } from '@cniot/contract/grid-firmware/upgrade-cause';

/** The English sentence of a cause: what RuoYi clients read in `causeFailure`. */
export const englishCause = (c: FailureCause) => translate('en_US', c.code, c.params).slice(0, 500);

/**
 * The columns a failed upgrade record gets: the cause's key and parameters
 * (shown in each reader's language) and its English sentence; a device's own
 * words (a string) have no key.
 */
export function causeColumns(c: FailureCause | string) {
  if (typeof c === 'string') return sql`cause_code = null, cause_params = null, cause_failure = ${c.slice(0, 500)}`;
  return sql`cause_code = ${c.code}, cause_params = ${c.params ? JSON.stringify(c.params) : null}::jsonb, cause_failure = ${englishCause(c)}`;
}

/** No cause: the record has not failed (or no longer has). */
export const noCause = sql`cause_code = null, cause_params = null, cause_failure = null`;

/** A record's cause in the caller's language (exports): its key when it has one, else the stored words. */
export const localCause = (value: unknown, row: Record<string, unknown>, req: FastifyRequest) =>
  typeof row.causeCode === 'string' ? req.t(row.causeCode, (row.causeParams ?? undefined) as Record<string, unknown> | undefined) : value;
