import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CommandName } from '@cniot/contract/devices/device-commands';
import { deviceSettingManifest, resendBody } from '@cniot/contract/grid-firmware/device-settings';
import { permsOf } from '@cniot/contract/manifest/define';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { rowsOf } from '../../../db/client.ts';
import { KINDS } from '../../../db/device-kinds.ts';
import { AppError } from '../../../lib/errors.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { issueOne, type Issue } from '../../devices/device-commands/issue.ts';
import { settingStatus } from '../../devices/device-commands/requested-settings.ts';
import { visibleDevices } from '../../devices/device-registry/kinds.ts';

interface Open {
  device_id: string;
  param_code: string;
  requested_value: string;
  command: CommandName;
  params: Record<string, unknown> | null;
  profile: { code: string; version: number; hash: string } | null;
}

/** What to send a device again: its setConfig values as one command (with its profile), every other setting by its own command. */
function commandsFor(rows: Open[]): Issue[] {
  const values = Object.fromEntries(rows.filter((r) => r.command === 'setConfig').map((r) => [r.param_code, Number(r.requested_value)]));
  const issues: Issue[] = [];
  if (Object.keys(values).length) {
    const profile = rows[0].profile;
    issues.push({ type: 'wn', name: 'setConfig', params: { values, ...(profile ? { profile } : {}) }, requested: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) });
  }
  for (const r of rows.filter((x) => x.command !== 'setConfig' && x.params)) {
    issues.push({ type: 'wn', name: r.command, params: r.params!, requested: { [r.param_code]: r.requested_value } });
  }
  return issues;
}

async function resendOne(app: FastifyInstance, req: FastifyRequest, wnId: string, rows: Open[], visible: boolean): Promise<DeviceCommandResult> {
  if (!visible) return { deviceId: wnId, ok: false, msg: req.t('device.unknown') };
  if (!rows.length) return { deviceId: wnId, ok: false, msg: req.t('grid.inSync') };
  try {
    for (const issue of commandsFor(rows)) {
      const sent = await issueOne(app, req, wnId, issue);
      // The profile went again: its state follows this request now, not the one that failed or was refused.
      const profile = (issue.params as { profile?: Open['profile'] }).profile;
      if (profile) await app.db.execute(sql`update iot_device_grid set request_id = ${sent.data.requestId}, requested_time = now() where wn_id = ${wnId} and profile_hash = ${profile.hash}`);
    }
    return { deviceId: wnId, ok: true, msg: req.t('device.commandIssued') };
  } catch (err) {
    if (err instanceof AppError) return { deviceId: wnId, ok: false, msg: req.t(err.key, err.params) };
    throw err;
  }
}

/** Sends again what drifted, failed or is still pending; each device checked against the caller's scope as it is sent. */
export function resendRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/iot/deviceSetting/resend',
      { schema: { body: resendBody }, config: { permission: permsOf(deviceSettingManifest).resend, operLog: { title: 'operTitle.inverterCommand', businessType: BusinessType.OTHER } } },
      async (req) => {
        const ids = [...new Set(req.body.wnIds)];
        const open = await rowsOf<Open>(
          app.db,
          sql`select st.device_id, st.param_code, st.requested_value, st.command, st.params,
              case when g.profile_code is not null then json_build_object('code', g.profile_code, 'version', g.profile_version, 'hash', g.profile_hash) end as profile
            from (${settingStatus}) st left join iot_device_grid g on g.wn_id = st.device_id
            where st.device_type = 'wn' and st.device_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) and st.status <> 'inSync'`,
        );
        const visible = await visibleDevices(app.db, currentUser(req), KINDS.wn, { codes: ids });
        const data: DeviceCommandResult[] = [];
        for (const id of ids)
          data.push(
            await resendOne(
              app,
              req,
              id,
              open.filter((r) => r.device_id === id),
              visible.has(id),
            ),
          );
        const issued = data.filter((d) => d.ok).length;
        return { code: 200, msg: issued === data.length ? req.t('device.commandIssued') : req.t('device.batchIssued', { issued, total: data.length }), data };
      },
    );
}
