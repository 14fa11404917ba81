import type { FastifyPluginAsync } from 'fastify';
import { smsRecordManifest } from '@cniot/contract/people/sms-record';
import { iotSmsRecord } from '../../../db/schema/auth.ts';
import { manifestCrud } from '../../../lib/manifest-crud.ts';
import { sentToScope } from '../mail-records/sent-scope.ts';

/** SMS records (`/biz/smsRecord`): read-only, in the users' scope like the mail records. */
export const smsRecordRoutes: FastifyPluginAsync = async (app) => {
  manifestCrud(app, smsRecordManifest, {
    table: iotSmsRecord,
    scope: (user) => sentToScope(user, iotSmsRecord.userId),
    without: ['remove'],
  });
};
