import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { hasPermiAny } from '@cniot/contract/system/auth';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { gridConfigManifest, PROTECTION_TYPES } from '@cniot/contract/grid-firmware/grid-profile';
import { confChangeBody, gridChangeBody, type GridTarget } from '@cniot/contract/grid-firmware/grid-push';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { permsOf } from '@cniot/contract/manifest/define';
import { paramValue } from '@cniot/contract/param-value';
import { deviceValue, profileHash } from '@cniot/contract/grid-firmware/profile-hash';
import { iotConfig, iotGridProfile } from '../../../db/schema/grid.ts';
import { badRequest, forbidden, notFound, type AppError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { issueMany, issueOne, type Issue } from '../../devices/device-commands/issue.ts';
import { isProtection } from './configs.ts';
import { pushableProfile } from './profiles.ts';
import { recordPush } from './push-record.ts';
import { targetDevices } from './targets.ts';

const commandConfig = { permission: DevicePerm.wn.config, operLog: { title: 'operTitle.inverterCommand', businessType: BusinessType.OTHER } };
const asText = (values: Record<string, number>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

/** One inverter by `wnId` answers like every single-device command; any other target answers per device. */
function dispatch(app: FastifyInstance, req: FastifyRequest, t: GridTarget, devices: string[], issue: Issue) {
  return t.wnId ? issueOne(app, req, devices[0], issue) : issueMany(app, req, devices, issue);
}

/** Protection and anti-islanding values reach devices only inside an approved profile. */
async function refuseProtection(app: FastifyInstance, codes: string[]) {
  const rows = await app.db
    .selectDistinct({ code: iotConfig.configCode })
    .from(iotConfig)
    .where(and(inArray(iotConfig.configCode, codes), inArray(iotConfig.configType, [...PROTECTION_TYPES])));
  if (rows.length) throw badRequest('grid.protectionNeedsProfile', { codes: rows.map((r) => r.code).join(', ') });
}

function refusedValue(issue: z.core.$ZodIssue): AppError {
  if (issue.code === 'too_small') return badRequest('grid.valueTooSmall', { min: String(issue.minimum) });
  if (issue.code === 'too_big') return badRequest('grid.valueTooBig', { max: String(issue.maximum) });
  return badRequest(issue.message, (issue as { params?: Record<string, unknown> }).params);
}

/** `gridChange` and `confChange` (spec §7): a profile or one parameter to an inverter, a selection, a group, a station or a country. */
export function pushRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/iot/wn/gridChange', { schema: { body: gridChangeBody }, config: commandConfig }, async (req) => {
    const b = req.body;
    const user = currentUser(req);
    if (b.values) {
      await refuseProtection(app, Object.keys(b.values));
      const devices = await targetDevices(app, user, b);
      const config = { configName: b.gridName ?? undefined, defVal: JSON.stringify(b.values).slice(0, 255) };
      return dispatch(app, req, b, devices, { type: 'wn', name: 'setConfig', params: { values: b.values }, config, requested: asText(b.values) });
    }
    const { profile, configs } = await pushableProfile(app, b.profileId!);
    const values = Object.fromEntries(configs.map((c) => [c.configCode, deviceValue(c.defVal, c.configMul)]));
    const stamp = { code: profile.profileCode, version: profile.profileVersion, hash: profileHash(values) };
    const devices = await targetDevices(app, user, b);
    const requestIds = new Map<string, string>();
    const refusals = new Map<string, AppError>();
    const issue: Issue = {
      type: 'wn',
      name: 'setConfig',
      params: { values, profile: stamp },
      config: { configName: profile.profileName, defVal: `${profile.profileCode} v${profile.profileVersion}` },
      requested: asText(values),
      onIssued: (id, h) => requestIds.set(id, h.requestId),
      onRefused: (id, err) => refusals.set(id, err),
    };
    const record = (results: DeviceCommandResult[]) => recordPush(app, req, { profile, hash: stamp.hash, target: b, results, requestIds, refusals });
    let answer;
    try {
      answer = await dispatch(app, req, b, devices, issue);
    } catch (err) {
      // A single device of the caller's refused at once: its settings were kept as asked and failed, so its profile must be too
      // (re-sending stamps the values with it); the answer stays the refusal.
      const refusal = refusals.get(devices[0]);
      if (refusal && refusal.key !== 'device.unknown') await record([{ deviceId: devices[0], ok: false, msg: req.t(refusal.key, refusal.params) }]);
      throw err;
    }
    const results = Array.isArray(answer.data) ? answer.data : [{ deviceId: devices[0], ok: true, msg: answer.msg }];
    const pushId = await record(results);
    return Array.isArray(answer.data) ? { ...answer, pushId } : { ...answer, data: { ...answer.data, pushId } };
  });

  api.post('/iot/wn/confChange', { schema: { body: confChangeBody }, config: commandConfig }, async (req) => {
    const b = req.body;
    const user = currentUser(req);
    let code = b.configCode;
    let name = b.configName ?? undefined;
    let value = b.value;
    if (b.configId !== undefined) {
      const [c] = await app.db
        .select({ config: iotConfig, approval: iotGridProfile.approvalStatus })
        .from(iotConfig)
        .innerJoin(iotGridProfile, eq(iotGridProfile.profileId, iotConfig.profileId))
        .where(eq(iotConfig.configId, b.configId))
        .limit(1);
      if (!c) throw notFound('grid.configNotFound');
      const { config } = c;
      if (config.installerEditable !== '1' && !hasPermiAny(user.permissions, [permsOf(gridConfigManifest).edit])) throw forbidden('grid.notInstallerEditable');
      const checked = paramValue({ precision: config.precision, min: config.configMin ?? undefined, max: config.configMax ?? undefined }).safeParse(b.value);
      if (!checked.success) throw refusedValue(checked.error.issues[0]);
      if (isProtection(config.configType) && (c.approval !== '0' || b.value !== config.defVal)) throw badRequest('grid.protectionValue', { value: config.defVal });
      code = config.configCode;
      name = config.configName;
      value = deviceValue(b.value, config.configMul);
    } else await refuseProtection(app, [b.configCode]);
    const devices = await targetDevices(app, user, b);
    const config = { configId: b.configId, configCode: code, configName: name, defVal: String(value) };
    return dispatch(app, req, b, devices, { type: 'wn', name: 'setConfig', params: { values: { [code]: value } }, config });
  });
}
