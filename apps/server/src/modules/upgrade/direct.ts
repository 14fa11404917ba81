import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceCommandResult } from '@cniot/contract/wn-commands';
import { misfit, type Misfit } from '@cniot/contract/software';
import { iotUpgradeRecord } from '../../db/schema/firmware.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deviceFacts, loadPackage, recordOf } from './package.ts';
import { commandTimeoutMs, sendRecord } from './send.ts';

/** How long a device sent a package at once may take before its record times out. */
export const DIRECT_TIMEOUT_MINUTES = 30;

/** The origin the caller reached the console by: devices fetch packages from the same place. */
export const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/**
 * `POST /iot/upgrade/wnUpgrade`: a library package to the devices asked for,
 * now. A device the caller cannot see, that is offline or that the package
 * does not fit is refused with its reason and gets no record.
 */
export async function upgradeNow(app: FastifyInstance, req: FastifyRequest, softwareId: number, codes: string[]): Promise<Array<DeviceCommandResult & { refusal?: Misfit }>> {
  const user = currentUser(req);
  const pkg = await loadPackage(app.db, softwareId);
  const unique = [...new Set(codes)];
  const facts = await deviceFacts(app.db, pkg.deviceType, unique, user);
  const now = new Date();
  const commandMs = await commandTimeoutMs(app);
  const results: Array<DeviceCommandResult & { refusal?: Misfit }> = [];
  for (const code of unique) {
    const d = facts.get(code);
    const refusal: Misfit | null = !d ? { key: 'device.unknown' } : (misfit(pkg, d) ?? (app.gateway?.isOnline(pkg.deviceType, code) ? null : { key: 'device.notOnline' }));
    if (refusal || !d) {
      results.push({ deviceId: code, ok: false, msg: req.t(refusal!.key, refusal!.params), refusal: refusal! });
      continue;
    }
    const [rec] = await app.db
      .insert(iotUpgradeRecord)
      .values({ ...recordOf(pkg, d, user.userName), dueTime: now })
      .returning({ id: iotUpgradeRecord.id });
    const err = await sendRecord(app, { id: rec.id, deviceId: code }, pkg, { baseUrl: originOf(req), now, timeoutMinutes: DIRECT_TIMEOUT_MINUTES, commandMs, createBy: user.userName, requeue: false });
    results.push(err ? { deviceId: code, ok: false, msg: req.t(err.key, err.params), recordId: rec.id, refusal: { key: err.key } } : { deviceId: code, ok: true, msg: req.t('device.commandIssued'), recordId: rec.id });
  }
  return results;
}
