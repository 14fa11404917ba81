import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/i18n.ts';
import { agentDeviceResource } from '../../../src/features/devices/agent-devices.ts';
import battery from '../../../src/features/devices/battery/battery-resource.tsx';
import { importHintKey } from '../../../src/features/devices/import-dialog.tsx';
import wn from '../../../src/features/devices/inverter/wn-resource.tsx';
import meter from '../../../src/features/devices/meter/meter-resource.tsx';

describe('assigning devices to a company', () => {
  it('is offered on the inverter, battery and meter pages alike', () => {
    for (const page of [wn, battery, meter]) {
      expect(page.toolbar?.map((a) => a.key)).toEqual(expect.arrayContaining(['importCompany', 'agentDevices']));
      for (const key of ['importCompany', 'agentDevices']) expect(t(`resources.${page.name}.actions.${key}`)).not.toContain('actions.');
    }
  });

  it("lists and picks each page's own kind of device", () => {
    for (const [kind, type, url] of [
      ['wn', '0', '/iot/wn/list'],
      ['battery', '1', '/iot/battery/list'],
      ['meter', '2', '/iot/meter/list'],
    ] as const) {
      const resource = agentDeviceResource(kind);
      expect(resource.listParams).toEqual({ deviceType: type });
      expect(resource.form?.find((f) => f.name === 'deviceIds')?.remote?.url).toBe(url);
    }
    expect(t('resources.agentDevice.fields.deviceIds')).toBe('Devices');
  });

  it("tells what the company import reads (the device code), not the inverter import's columns", () => {
    expect(t(importHintKey(true))).toBe('Column: device code, the first one or under a header naming it; other columns are not read');
    expect(t(importHintKey(false))).toBe('Columns: device code, key, type, model, power (a header row naming them may come first)');
  });
});
