import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { BATCH_COMMANDS, COMMANDS, commandRequest, PARAMS, paramBody, paramRules } from '../../../src/features/devices/inverter/wn-commands.ts';
import { i18n } from '../../../src/i18n/i18n.ts';

const param = (key: string) => PARAMS.find((p) => p.key === key)!;

/** What the form says of a value: the first rule that refuses it, as the user reads it. */
async function check(key: string, value: unknown): Promise<string | undefined> {
  for (const rule of paramRules(param(key), 'Value', i18n.t) as RuleObject[]) {
    if (rule.required && (value === undefined || value === null || value === '')) return String(rule.message);
    try {
      await rule.validator?.(rule, value, () => undefined);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return undefined;
}

describe('inverter parameter rules', () => {
  it('refuses more decimals than the parameter takes, with the spec text', async () => {
    expect(await check('powerFactor', 0.123)).toBe('Enter up to 2 decimal places');
    expect(await check('powerFactor', -0.95)).toBeUndefined();
    expect(await check('reactivePowe', 10.25)).toBe('Enter up to 1 decimal places');
  });

  it('refuses fractions of whole-number parameters', async () => {
    expect(await check('powerPercent', 50.5)).toBe('Please enter an integer');
    expect(await check('timeBetweenDatae', 60.1)).toBe('Please enter an integer');
    expect(await check('powerPercent', 50)).toBeUndefined();
  });

  it('refuses values outside min and max', async () => {
    expect(await check('powerPercent', 101)).toBe('must be at most 100');
    expect(await check('powerFactor', -1.5)).toBe('must be at least -1');
    expect(await check('timeBetweenDatae', 4)).toBe('must be at least 5');
  });

  it('requires a value, except for switches', async () => {
    expect(await check('powerPercent', undefined)).toBe('Value cannot be empty');
    expect(paramRules(param('antiBackFlowEnable'), 'Value', i18n.t)).toEqual([]);
  });

  it('checks the server address like the server does', async () => {
    expect(await check('modifyServers', 'mqtts://broker.example.com:8883')).toBeUndefined();
    expect(await check('modifyServers', 'http://broker')).toBeDefined();
  });
});

describe('inverter command requests', () => {
  it('addresses one device by wnId and a batch by wnIds', () => {
    expect(commandRequest('restart', '99100000000001')).toEqual({ url: '/iot/wn/restart', body: { wnId: '99100000000001' }, batch: false });
    expect(commandRequest('powerPercent', ['a', 'b'], { value: 50 })).toEqual({ url: '/iot/wn/powerPercent', body: { wnIds: ['a', 'b'], value: 50 }, batch: true });
    // A batch of one still wants per-device results.
    expect(commandRequest('start', ['a']).body).toEqual({ wnIds: ['a'] });
  });

  it('clears the total power through the batch route, also for one device', () => {
    expect(commandRequest('clearTotalPower', '99100000000001')).toEqual({ url: '/iot/wn/batchClearTotalPower', body: { wnIds: ['99100000000001'] }, batch: true });
  });

  it('puts each kind of value in the field its route reads', () => {
    expect(paramBody(param('powerPercent'), 60)).toEqual({ value: 60 });
    expect(paramBody(param('antiBackFlowEnable'), true)).toEqual({ enable: true });
    expect(paramBody(param('modifyServers'), 'mqtts://x')).toEqual({ url: 'mqtts://x' });
  });

  it('asks before the commands that stop a device or lose its data, and gates each by its permission', () => {
    expect(
      COMMANDS.filter((c) => c.confirm)
        .map((c) => c.key)
        .sort(),
    ).toEqual(['clearTotalPower', 'restart', 'restoreFactorySettings', 'shutdown']);
    expect(COMMANDS.find((c) => c.key === 'restoreFactorySettings')?.permission).toBe(DevicePerm.wn.restore);
    expect(PARAMS.find((p) => p.key === 'modifyServers')?.permission).toBe(DevicePerm.wn.server);
    expect(BATCH_COMMANDS.some((c) => c.key === 'clearTotalPower')).toBe(false);
  });
});
