import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommandName } from '@cniot/contract/devices/device-commands';
import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { KINDS } from '../../../db/device-kinds.ts';
import type { CommandHandle, CommandOptions } from '../../../gateway/commands.ts';
import { AppError, badRequest, notFound } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { configValue } from '../../system/config/config-value.ts';
import { visibleDevices } from '../device-registry/kinds.ts';
import { recordRefused, recordRequested } from './requested-settings.ts';

export interface Issue {
  type: DeviceType;
  name: CommandName;
  params: Record<string, unknown>;
  config?: CommandOptions['config'];
  /** Parameter code → value asked for; without it a setting's own code and value (`config`). */
  requested?: Record<string, string>;
  /** Called for each device that got the command, e.g. to follow its outcome. */
  onIssued?: (deviceId: string, handle: CommandHandle) => void;
  /** Called for each device refused before it got anything (offline, unknown, ...), with the reason. */
  onRefused?: (deviceId: string, err: AppError) => void;
}

/** The deadline is a system parameter, so operators can fit it to slow links without a restart. */
async function timeoutMs(app: FastifyInstance): Promise<number> {
  return Math.max(1, await configValue(app.db, 'iot.command.timeoutSeconds')) * 1000;
}

/**
 * Sends a command to every device the caller may see among `codes`; one
 * result per device, in order. A device outside the caller's scope reads as
 * unknown, exactly like one that does not exist.
 */
async function send(app: FastifyInstance, req: FastifyRequest, codes: string[], c: Issue): Promise<Array<CommandHandle | AppError>> {
  const user = currentUser(req);
  const visible = await visibleDevices(app.db, user, KINDS[c.type], { codes });
  const deadline = await timeoutMs(app);
  const values = c.requested ?? (c.config?.configCode && c.config.defVal !== undefined ? { [c.config.configCode]: c.config.defVal } : {});
  return Promise.all(
    codes.map(async (code) => {
      const asked = { type: c.type, deviceId: code, command: c.name, params: c.name === 'setConfig' ? undefined : c.params, values, by: user.userName };
      try {
        if (!visible.has(code)) throw notFound('device.unknown');
        if (!app.gateway) throw badRequest('device.notOnline');
        const handle = await app.gateway.sendCommand(c.type, code, c.name, c.params, { timeoutMs: deadline, createBy: user.userName, config: c.config });
        await recordRequested(app.db, { ...asked, requestId: handle.requestId });
        c.onIssued?.(code, handle);
        return handle;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // A device of the caller's that was asked and refused is failed in requested against applied.
        if (visible.has(code)) await recordRefused(app.db, { ...asked, refusal: err });
        c.onRefused?.(code, err);
        return err;
      }
    }),
  );
}

/** One device: refused at once ('Device not online', unknown device) or 'The command was issued successfully'. */
export async function issueOne(app: FastifyInstance, req: FastifyRequest, code: string, c: Issue) {
  const [outcome] = await send(app, req, [code], c);
  if (outcome instanceof AppError) throw outcome;
  return { code: 200, msg: req.t('device.commandIssued'), data: { recordId: outcome.recordId, requestId: outcome.requestId } };
}

/** Several devices: always answered, with each device's own result. */
export async function issueMany(app: FastifyInstance, req: FastifyRequest, codes: string[], c: Issue) {
  const unique = [...new Set(codes)];
  const outcomes = await send(app, req, unique, c);
  const data: DeviceCommandResult[] = outcomes.map((o, i) =>
    o instanceof AppError ? { deviceId: unique[i], ok: false, msg: req.t(o.key, o.params) } : { deviceId: unique[i], ok: true, msg: req.t('device.commandIssued'), recordId: o.recordId },
  );
  const issued = data.filter((d) => d.ok).length;
  return { code: 200, msg: issued === data.length ? req.t('device.commandIssued') : req.t('device.batchIssued', { issued, total: data.length }), data };
}

/** `wnId` or `wnIds` (the contract allows exactly one of them). */
export function issueTo(app: FastifyInstance, req: FastifyRequest, target: { wnId?: string; wnIds?: string[] }, c: Issue) {
  return target.wnIds ? issueMany(app, req, target.wnIds, c) : issueOne(app, req, target.wnId!, c);
}
