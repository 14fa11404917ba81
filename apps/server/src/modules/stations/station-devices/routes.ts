import { done } from '@cniot/contract/answer';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stationDevices } from '@cniot/contract/devices/battery';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { ok } from '../../../lib/reply.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { bindToStation } from './bind.ts';

const ROUTES = [
  { path: 'bindBattery', type: 'battery', mode: 'bind', perm: DevicePerm.battery.bind, title: 'operTitle.battery' },
  { path: 'unbindBattery', type: 'battery', mode: 'unbind', perm: DevicePerm.battery.bind, title: 'operTitle.battery' },
  { path: 'bindMeter', type: 'meter', mode: 'bind', perm: DevicePerm.meter.bind, title: 'operTitle.meter' },
  { path: 'unbindMeter', type: 'meter', mode: 'unbind', perm: DevicePerm.meter.bind, title: 'operTitle.meter' },
] as const;

/** `POST /iot/station/{bind,unbind}{Battery,Meter}` with `{stationId, ids}` (device row ids). */
export const stationDeviceRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const r of ROUTES) {
    api.post(
      `/iot/station/${r.path}`,
      { schema: { response: { 200: done }, body: stationDevices }, config: { permission: r.perm, operLog: { title: r.title, businessType: BusinessType.GRANT } } },
      async (req) => {
        await bindToStation(app.db, req, r.type, req.body.stationId, { ids: req.body.ids }, r.mode);
        return ok(req);
      },
    );
  }
};
