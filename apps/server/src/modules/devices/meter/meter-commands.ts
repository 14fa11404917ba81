import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CommandName } from '@cniot/contract/devices/device-commands';
import { CommandStatus, MeterSwitch, MeterUpgradeType } from '@cniot/contract/devices/device-enums';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { meterTarget, meterThresholds, meterWhitelist } from '@cniot/contract/devices/meter';
import { KINDS } from '../../../db/device-kinds.ts';
import { iotMeter } from '../../../db/schema/devices.ts';
import type { CommandHandle } from '../../../gateway/commands.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { issueOne } from '../device-commands/issue.ts';
import { requireDevices } from '../device-registry/kinds.ts';
import { followStep } from './meter-upgrade.ts';

type Meter = typeof iotMeter.$inferInsert;

interface Route<S extends z.ZodType> {
  perm: string;
  body: S;
  name: CommandName;
  params: (b: z.infer<S>) => Record<string, unknown>;
  /** Stored on the meter once it confirms the command. */
  applied?: (b: z.infer<S>) => Partial<Meter>;
  /** Also a step of the upgrade procedure (the program step is `POST /iot/meter/upgrade`, meter-upgrade.ts). */
  step?: (typeof MeterUpgradeType)[keyof typeof MeterUpgradeType];
}
const route = <S extends z.ZodType>(r: Route<S>) => r as unknown as Route<z.ZodType>;

const COMMANDS: Record<string, Route<z.ZodType>> = {
  openAntiBackflow: route({
    perm: DevicePerm.meter.antiBackflow,
    body: meterTarget,
    name: 'setAntiBackFlow',
    params: () => ({ enable: true }),
    applied: () => ({ antiBackflowStatus: MeterSwitch.open }),
    step: MeterUpgradeType.openAntiBackflow,
  }),
  closeAntiBackflow: route({
    perm: DevicePerm.meter.antiBackflow,
    body: meterTarget,
    name: 'setAntiBackFlow',
    params: () => ({ enable: false }),
    applied: () => ({ antiBackflowStatus: MeterSwitch.closed }),
    step: MeterUpgradeType.closeAntiBackflow,
  }),
  startPlc: route({ perm: DevicePerm.meter.plc, body: meterTarget, name: 'setPlc', params: () => ({ enable: true }), applied: () => ({ plcStatus: MeterSwitch.open }) }),
  closePlc: route({ perm: DevicePerm.meter.plc, body: meterTarget, name: 'setPlc', params: () => ({ enable: false }), applied: () => ({ plcStatus: MeterSwitch.closed }) }),
  powerThreshold: route({
    perm: DevicePerm.meter.threshold,
    body: meterThresholds,
    name: 'setPowerThresholds',
    params: (b) => ({ down: b.powerDownThreshold, up: b.powerUpThreshold }),
    applied: (b) => ({ powerDownThreshold: b.powerDownThreshold, powerUpThreshold: b.powerUpThreshold }),
  }),
  whitelist: route({
    perm: DevicePerm.meter.whitelist,
    body: meterWhitelist,
    name: 'setWhitelist',
    params: (b) => ({ ids: [...new Set(b.wnIds)] }),
    applied: (b) => ({ whitelist: [...new Set(b.wnIds)] }),
  }),
};

/** What the meter's row says changes only when the meter confirms it. */
function applyOnSuccess(app: FastifyInstance, meterId: string, handle: CommandHandle, values: Partial<Meter>): void {
  handle.outcome
    .then((o) =>
      o.status === CommandStatus.success
        ? app.db
            .update(iotMeter)
            .set({ ...values, updateTime: new Date() })
            .where(eq(iotMeter.meterId, meterId))
        : undefined,
    )
    .catch((err) => app.log.error({ err, meterId }, 'meter state not updated'));
}

/** `POST /iot/meter/{command}` with `{meterId, ...}`: each reaches the meter over MQTT. */
export const meterCommandRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, c] of Object.entries(COMMANDS)) {
    api.post(`/iot/meter/${path}`, { schema: { body: c.body }, config: { permission: c.perm, operLog: { title: 'operTitle.meterCommand', businessType: BusinessType.OTHER } } }, async (req) => {
      const body = req.body as { meterId: string; wnIds?: string[] };
      const user = currentUser(req);
      if (body.wnIds?.length) await requireDevices(app.db, user, KINDS.wn, body.wnIds);
      return issueOne(app, req, body.meterId, {
        type: 'meter',
        name: c.name,
        params: c.params(body),
        onIssued: (meterId, handle) => {
          if (c.applied) applyOnSuccess(app, meterId, handle, c.applied(body));
          if (c.step) followStep(app, user, meterId, c.step, handle);
        },
      });
    });
  }
};
