import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { alarmRuleManifest, batteryAlarmBaseManifest } from '@cniot/contract/alarms/alarm-rule';
import { iotAlarmRule, iotBatteryAlarmBase } from '../../../db/schema/alarms.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';

/**
 * Both catalogues hold one row per bit and language: a list shows each bit once, in the reader's language, unless
 * the search names another (where an administrator edits a translation).
 */
const inReaderLanguage = (language: AnyPgColumn) => ({
  ownFilters: ['language'],
  filters: (q: Record<string, unknown>, req: FastifyRequest) => [eq(language, typeof q.language === 'string' && q.language ? q.language : req.lang)],
});

/**
 * Alarm rules and the battery alarm base: plain catalogues, except that a
 * rule's level and code belong to its bit, so writing one language's row sets
 * them on the bit's other languages (ingest reads the level of any of them).
 */
export function alarmRuleRoutes(app: FastifyInstance) {
  manifestCrud(app, alarmRuleManifest, {
    table: iotAlarmRule,
    ...inReaderLanguage(iotAlarmRule.language),
    afterWrite: async (id, { tx, req }) => {
      const [rule] = await tx.select().from(iotAlarmRule).where(eq(iotAlarmRule.id, id));
      await tx
        .update(iotAlarmRule)
        .set({ alarmLevel: rule.alarmLevel, alarmCode: rule.alarmCode, updateBy: req.user?.userName ?? '', updateTime: new Date() })
        .where(and(eq(iotAlarmRule.alarmType, rule.alarmType), eq(iotAlarmRule.bitNum, rule.bitNum), ne(iotAlarmRule.id, id)));
    },
  });
  manifestCrud(app, batteryAlarmBaseManifest, { table: iotBatteryAlarmBase, ...inReaderLanguage(iotBatteryAlarmBase.language) });
}
