import { done } from '@cniot/contract/answer';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { wnBind } from '@cniot/contract/devices/wn';
import { ok } from '../../../lib/reply.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';
import { bindToStation } from '../../stations/station-devices/bind.ts';

/** `POST /iot/wn/bindWn` and `unbindWn`: inverters (by code) to and from a power station. */
export const wnBindRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const mode of ['bind', 'unbind'] as const) {
    api.post(
      `/iot/wn/${mode}Wn`,
      { schema: { response: { 200: done }, body: wnBind }, config: { permission: DevicePerm.wn.bind, operLog: { title: 'operTitle.inverter', businessType: BusinessType.GRANT } } },
      async (req) => {
        await bindToStation(app.db, req, 'wn', req.body.stationId, { codes: req.body.wnIds }, mode);
        return ok(req);
      },
    );
  }
};
