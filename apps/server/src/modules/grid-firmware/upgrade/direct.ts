import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { misfit, type Misfit } from '@cniot/contract/grid-firmware/software';
import { iotUpgradeRecord } from '../../../db/schema/firmware.ts';
import { badRequest } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { deviceFacts, recordOf, type Package } from './package.ts';
import { causeOf, commandTimeoutMs, failedRecord, sendRecord } from './send.ts';

/** How long a device sent a package at once may take before its record times out. */
export const DIRECT_TIMEOUT_MINUTES = 30;

/** Where devices fetch packages: the configured public address, never the caller's Host header (it would send devices anywhere). */
export const deviceOrigin = (app: FastifyInstance) => app.config.publicUrl;

type Result = DeviceCommandResult & { refusal?: Misfit };

/**
 * A package to the devices asked for, now (`wnUpgrade`, `escalation`,
 * `wifiModuleUpgrade`). A device the caller cannot see is refused as unknown
 * and gets no record; one that is offline or that the package does not fit
 * gets its record, failed with the reason, so its upgrade history shows it.
 */
export async function upgradeNow(app: FastifyInstance, req: FastifyRequest, pkg: Package, codes: string[]): Promise<Result[]> {
  const user = currentUser(req);
  const unique = [...new Set(codes)];
  const facts = await deviceFacts(app.db, pkg.deviceType, unique, user);
  const now = new Date();
  const commandMs = await commandTimeoutMs(app);
  const results: Result[] = [];
  for (const code of unique) {
    const d = facts.get(code);
    if (!d) {
      results.push({ deviceId: code, ok: false, msg: req.t('device.unknown'), refusal: { key: 'device.unknown' } });
      continue;
    }
    const refusal: Misfit | null = misfit(pkg, d) ?? (app.gateway?.isOnline(pkg.deviceType, code) ? null : { key: 'device.notOnline' });
    const cause = refusal && causeOf(refusal);
    const [rec] = await app.db
      .insert(iotUpgradeRecord)
      .values({ ...recordOf(pkg, d, user.userName), dueTime: now, ...(cause && failedRecord(cause, now)) })
      .returning({ id: iotUpgradeRecord.id });
    const err =
      refusal ??
      (await sendRecord(app, { id: rec.id, deviceId: code }, pkg, { baseUrl: deviceOrigin(app), now, timeoutMinutes: DIRECT_TIMEOUT_MINUTES, commandMs, createBy: user.userName, requeue: false }));
    results.push(
      err
        ? { deviceId: code, ok: false, msg: req.t(err.key, err.params), recordId: rec.id, refusal: { key: err.key, params: err.params as Misfit['params'] } }
        : { deviceId: code, ok: true, msg: req.t('device.commandIssued'), recordId: rec.id },
    );
  }
  return results;
}

/** Answered like the inverter commands: one device (`wnId`) its refusal as an error, several a result each. */
export function upgradeAnswer(req: FastifyRequest, single: boolean, data: Result[]) {
  if (single && data[0].refusal) throw badRequest(data[0].refusal.key, data[0].refusal.params);
  const issued = data.filter((d) => d.ok).length;
  return {
    code: 200,
    msg: issued === data.length ? req.t('device.commandIssued') : req.t('device.batchIssued', { issued, total: data.length }),
    data: data.map(({ refusal: _, ...d }) => d),
  };
}
