import { eq } from 'drizzle-orm';
import { RecipientType } from '@cniot/contract/people/message';
import type { Db } from '../../../db/client.ts';
import { appMessageRecipient } from '../../../db/schema/content.ts';

export interface Recipients {
  recipientType: string;
  deptIds: number[];
  userIds: number[];
}

/** Only the list the type uses counts: a message to everyone keeps no organizations a form left behind. */
export function normalized(r: Recipients): Recipients {
  const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
  return {
    recipientType: r.recipientType,
    deptIds: r.recipientType === RecipientType.organizations ? unique(r.deptIds) : [],
    userIds: r.recipientType === RecipientType.users ? unique(r.userIds) : [],
  };
}

/** The message's addressed organizations and app users, replacing what it had. */
export async function writeRecipients(tx: Db, messageId: number, r: Recipients): Promise<void> {
  const { deptIds, userIds } = normalized(r);
  await tx.delete(appMessageRecipient).where(eq(appMessageRecipient.messageId, messageId));
  const rows = [...deptIds.map((deptId) => ({ messageId, deptId })), ...userIds.map((appUserId) => ({ messageId, appUserId }))];
  if (rows.length) await tx.insert(appMessageRecipient).values(rows);
}

export async function readRecipients(db: Db, messageId: number): Promise<{ deptIds: number[]; userIds: number[] }> {
  const rows = await db.select().from(appMessageRecipient).where(eq(appMessageRecipient.messageId, messageId));
  const ids = (pick: (r: (typeof rows)[number]) => number | null) =>
    rows
      .map(pick)
      .filter((id): id is number => id !== null)
      .sort((a, b) => a - b);
  return { deptIds: ids((r) => r.deptId), userIds: ids((r) => r.appUserId) };
}
