import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { RecipientType } from '@cniot/contract/people/message';
import type { Db } from '../../../db/client.ts';
import { appUser } from '../../../db/schema/people.ts';
import { sysDept } from '../../../db/schema/system.ts';
import { dataScopeCondition } from '../../../lib/data-scope.ts';
import { badRequest, forbidden } from '../../../lib/errors.ts';
import type { LoginUser } from '../../../lib/session.ts';
import type { Recipients } from './deliver.ts';

async function allFound(tx: Db, table: PgTable, id: AnyPgColumn, ids: number[], live: SQL, scope: SQL | undefined): Promise<boolean> {
  if (!ids.length) return true;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(table)
    .where(and(inArray(id, ids), live, scope));
  return n === ids.length;
}

/**
 * A message reaches only organizations and app users the sender's data scope
 * covers; everyone, only when the sender sees every organization. Recipients
 * that do not exist (or are deleted) are refused like those out of reach.
 */
export async function checkRecipients(tx: Db, user: LoginUser, r: Recipients): Promise<void> {
  const deptScope = dataScopeCondition(user, { dept: sysDept.deptId });
  if (r.recipientType === RecipientType.all && deptScope) throw forbidden('message.allNeedsFullScope');
  const depts = await allFound(tx, sysDept, sysDept.deptId, r.deptIds, eq(sysDept.delFlag, '0'), deptScope);
  const users = await allFound(tx, appUser, appUser.id, r.userIds, eq(appUser.delFlag, '0'), dataScopeCondition(user, { dept: appUser.deptId }));
  if (!depts || !users) throw badRequest('message.recipientsOutOfScope');
}
