import { describe, expect, it } from 'vitest';
import type { Language } from '@cniot/contract/constants';
import { COMMANDS, PARAMS } from '../../../src/features/devices/inverter/wn-commands.ts';
import { RUN_STATES } from '../../../src/features/devices/inverter/live-values.ts';
import { mergedCatalogue } from '../../../src/i18n/i18n.ts';

/** Keys built from the command tables (devices.commands.${key}): the shared catalogue test sees only their prefixes. */
const keys = [
  ...COMMANDS.map((c) => `devices.commands.${c.key}`),
  ...COMMANDS.filter((c) => c.confirm).map((c) => `devices.confirm.${c.key}`),
  ...PARAMS.map((p) => `devices.params.${p.key}`),
  ...RUN_STATES.map((s) => `devices.runState.${s}`),
  ...['d', 'm', 'y'].map((p) => `resources.wnStatistics.periods.${p}`),
  ...['openAntiBackflow', 'closeAntiBackflow', 'startPlc', 'closePlc'].map((c) => `resources.meter.commands.${c}`),
];

describe('device catalogues', () => {
  it.each<Language>(['en_US', 'zh_CN', 'de_DE', 'pl_PL'])('%s names every command, parameter and state', async (lang) => {
    const catalogue = await mergedCatalogue(lang);
    expect(keys.filter((k) => !catalogue[k])).toEqual([]);
  });

  it("keeps the other domains' menus next to the device menus", async () => {
    const catalogue = await mergedCatalogue('en_US');
    expect(catalogue['menus.inverterManagement']).toBe('Inverter management');
    expect(catalogue['menus.systemManagement']).toBeTruthy();
  });
});
