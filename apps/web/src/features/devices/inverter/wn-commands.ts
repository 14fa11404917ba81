import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { antiBackFlowPowerBody, modifyServersBody, powerFactorBody, powerPercentBody, reactivePowerBody, reportIntervalBody } from '@cniot/contract/devices/wn-commands';
import { zodRule } from '../../../components/list-page/form-rules.ts';

const P = DevicePerm.wn;

/**
 * A command without parameters (spec §7 paths); label devices.commands.<key>.
 * `confirm`: it stops the device, loses its settings or its energy counter.
 */
export interface WnCommand {
  key: string;
  permission: string;
  confirm?: boolean;
}

export const COMMANDS: WnCommand[] = [
  { key: 'start', permission: P.start },
  { key: 'shutdown', permission: P.shutdown, confirm: true },
  { key: 'restart', permission: P.restart, confirm: true },
  { key: 'restoreFactorySettings', permission: P.restore, confirm: true },
  { key: 'clearTotalPower', permission: P.clearTotalPower, confirm: true },
  { key: 'enableFaultClearing', permission: P.faultClearing },
  { key: 'invalidFaultClearing', permission: P.faultClearing },
  { key: 'reportParam', permission: P.getParam },
];

/** Clearing the total power has its own batch button and screen. */
export const BATCH_COMMANDS = COMMANDS.filter((c) => c.key !== 'clearTotalPower');

export type ParamKind = 'number' | 'switch' | 'text';

/** A settable parameter; label devices.params.<key>. Its rule is the contract's, so the form refuses what the server would. */
export interface WnParam {
  key: string;
  permission: string;
  kind: ParamKind;
  schema?: z.ZodType;
  /** The code the device reports it under (protocol §7), to show the value in force. */
  reported?: string;
  unit?: string;
}

export const PARAMS: WnParam[] = [
  { key: 'powerPercent', permission: P.param, kind: 'number', schema: powerPercentBody.shape.value, reported: 'powerPercent', unit: '%' },
  { key: 'powerFactor', permission: P.param, kind: 'number', schema: powerFactorBody.shape.value, reported: 'powerFactor' },
  { key: 'reactivePowe', permission: P.param, kind: 'number', schema: reactivePowerBody.shape.value, reported: 'reactivePower', unit: 'var' },
  { key: 'timeBetweenDatae', permission: P.param, kind: 'number', schema: reportIntervalBody.shape.value, reported: 'reportInterval', unit: 's' },
  { key: 'antiBackFlowEnable', permission: P.param, kind: 'switch', reported: 'antiBackFlowEnable' },
  { key: 'antiBackFlowPower', permission: P.param, kind: 'number', schema: antiBackFlowPowerBody.shape.value, reported: 'antiBackFlowPower', unit: 'W' },
  { key: 'clearTotalPowerEnable', permission: P.clearTotalPower, kind: 'switch', reported: 'clearTotalPowerEnable' },
  { key: 'modifyServers', permission: P.server, kind: 'text', schema: modifyServersBody.shape.url },
];

const FIELD: Record<ParamKind, string> = { number: 'value', switch: 'enable', text: 'url' };

/** The body field a parameter's value goes in. */
export const paramBody = (param: WnParam, value: unknown): Record<string, unknown> => ({ [FIELD[param.kind]]: value });

/** Required, then the contract's check ('Enter up to {precision} decimal places', 'Please enter an integer', min/max). */
export function paramRules(param: WnParam, label: string, t: TFunction): Rule[] {
  if (param.kind === 'switch') return [];
  return [{ required: true, message: t('form.required', { field: label }) }, ...(param.schema ? [zodRule(param.schema, t)] : [])];
}

/**
 * Where a command goes and with what: one device (a code) by `wnId`, a batch
 * (a list, even of one) by `wnIds`, answered per device. Clearing the total
 * power has only the batch route, so one device goes there as a batch of one.
 */
export function commandRequest(key: string, target: string | string[], extra: Record<string, unknown> = {}): { url: string; body: Record<string, unknown>; batch: boolean } {
  if (key === 'clearTotalPower') return { url: '/iot/wn/batchClearTotalPower', body: { wnIds: [target].flat() }, batch: true };
  const batch = Array.isArray(target);
  return { url: `/iot/wn/${key}`, body: { ...(batch ? { wnIds: target } : { wnId: target }), ...extra }, batch };
}
