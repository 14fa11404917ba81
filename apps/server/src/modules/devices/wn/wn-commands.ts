import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CommandName } from '@cniot/contract/devices/device-commands';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import {
  antiBackFlowPowerBody,
  getParamBody,
  modifyServersBody,
  powerFactorBody,
  powerPercentBody,
  reactivePowerBody,
  reportIntervalBody,
  wnCommand,
  wnEnable,
} from '@cniot/contract/devices/wn-commands';
import type { Issue } from '../device-commands/issue.ts';
import { issueTo } from '../device-commands/issue.ts';
import { BusinessType } from '../../../plugins/oper-log.ts';

const P = DevicePerm.wn;

interface Route<S extends z.ZodType> {
  perm: string;
  body: S;
  name: CommandName;
  params?: (b: z.infer<S>) => Record<string, unknown>;
  /** What the config-change record names: the parameter and the value asked for. */
  config?: (b: z.infer<S>) => Issue['config'];
}
const route = <S extends z.ZodType>(r: Route<S>) => r as unknown as Route<z.ZodType>;
/** A settable parameter: the record names its code and value. */
const setting = <S extends z.ZodType>(perm: string, body: S, name: CommandName, code: string, params: (b: z.infer<S>) => Record<string, unknown>) =>
  route({ perm, body, name, params, config: (b) => ({ configCode: code, defVal: String(Object.values(params(b))[0]) }) });

/**
 * The §7 paths (spelling included: reactivePowe, timeBetweenDatae) and the protocol command each sends;
 * `escalation` and `wifiModuleUpgrade` go through the upgrade records (modules/upgrade/named-upgrade.ts).
 */
const COMMANDS: Record<string, Route<z.ZodType>> = {
  start: route({ perm: P.start, body: wnCommand, name: 'start' }),
  shutdown: route({ perm: P.shutdown, body: wnCommand, name: 'shutdown' }),
  restart: route({ perm: P.restart, body: wnCommand, name: 'restart' }),
  restoreFactorySettings: route({ perm: P.restore, body: wnCommand, name: 'restoreFactorySettings' }),
  powerFactor: setting(P.param, powerFactorBody, 'setPowerFactor', 'powerFactor', (b) => ({ value: b.value })),
  powerPercent: setting(P.param, powerPercentBody, 'setPowerPercent', 'powerPercent', (b) => ({ value: b.value })),
  reactivePowe: setting(P.param, reactivePowerBody, 'setReactivePower', 'reactivePower', (b) => ({ value: b.value })),
  timeBetweenDatae: setting(P.param, reportIntervalBody, 'setReportInterval', 'reportInterval', (b) => ({ seconds: b.value })),
  antiBackFlowEnable: setting(P.param, wnEnable, 'setAntiBackFlow', 'antiBackFlowEnable', (b) => ({ enable: b.enable })),
  antiBackFlowPower: setting(P.param, antiBackFlowPowerBody, 'setAntiBackFlow', 'antiBackFlowPower', (b) => ({ power: b.value, enable: b.enable })),
  clearTotalPowerEnable: setting(P.clearTotalPower, wnEnable, 'setClearTotalPowerEnable', 'clearTotalPowerEnable', (b) => ({ enable: b.enable })),
  enableFaultClearing: setting(P.faultClearing, wnCommand, 'setFaultClearing', 'faultClearing', () => ({ enable: true })),
  invalidFaultClearing: setting(P.faultClearing, wnCommand, 'setFaultClearing', 'faultClearing', () => ({ enable: false })),
  modifyServers: setting(P.server, modifyServersBody, 'setServer', 'server', (b) => ({ url: b.url })),
  // reportParam: the device reports every parameter; getParam: the codes asked for (all when none).
  reportParam: route({ perm: P.getParam, body: wnCommand, name: 'getParams' }),
  getParam: route({ perm: P.getParam, body: getParamBody, name: 'getParams', params: (b) => (b.codes ? { codes: b.codes } : {}) }),
};

/** `POST /iot/wn/{command}`: each command of spec §7 reaches the device over MQTT. */
export const wnCommandRoutes: FastifyPluginAsync = async (app) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, c] of Object.entries(COMMANDS)) {
    api.post(`/iot/wn/${path}`, { schema: { body: c.body }, config: { permission: c.perm, operLog: { title: 'operTitle.inverterCommand', businessType: BusinessType.OTHER } } }, async (req) => {
      const body = req.body as { wnId?: string; wnIds?: string[] };
      return issueTo(app, req, body, { type: 'wn', name: c.name, params: c.params?.(body) ?? {}, config: c.config?.(body) });
    });
  }
};
