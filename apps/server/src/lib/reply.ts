import type { FastifyRequest } from 'fastify';
import type { ListTotal } from './list-total.ts';

/** The success envelope; `data` only when there is some, as RuoYi clients expect. */
export function ok<T>(req: FastifyRequest, data?: T) {
  return data === undefined ? { code: 200, msg: req.t('ok') } : { code: 200, msg: req.t('ok'), data };
}

export function table<T>(req: FastifyRequest, page: { rows: T[] } & ListTotal) {
  const body = { code: 200, msg: req.t('ok'), rows: page.rows, total: page.total };
  return page.totalExact === false ? { ...body, totalExact: false as const } : body;
}
