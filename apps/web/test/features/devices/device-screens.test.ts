import { describe, expect, it } from 'vitest';
import battery from '../../../src/features/devices/battery/battery-resource.tsx';
import clearTotalPower from '../../../src/features/devices/clear-power/clear-total-power-resource.tsx';
import deviceCodeDetail from '../../../src/features/devices/device-code/device-code-detail-resource.tsx';
import deviceCode from '../../../src/features/devices/device-code/device-code-resource.tsx';
import { agentDeviceResource } from '../../../src/features/devices/agent-devices.ts';
import wn from '../../../src/features/devices/inverter/wn-resource.tsx';
import meter from '../../../src/features/devices/meter/meter-resource.tsx';

const agentDevice = agentDeviceResource('wn');

/** The device screens derive from their manifests; these are the lists, filters and forms users had before. */
const names = (fields: { name: string }[] | undefined) => (fields ?? []).map((f) => f.name);
const byName = <T extends { name: string }>(fields: T[] | undefined, name: string) => fields?.find((f) => f.name === name);

describe('the device screens', () => {
  it('inverters: columns, search and form; inputs only API clients use stay out of the console', () => {
    expect(names(wn.columns)).toEqual([
      'wnId',
      'stationName',
      'companyName',
      'onlineStatus',
      'status',
      'currentPower',
      'power',
      'wnType',
      'wnModel',
      'softwareVersion',
      'serialNum',
      'lastDataTime',
      'bindingTime',
      'createTime',
    ]);
    expect(wn.columns.filter((c) => c.hidden).map((c) => c.name)).toEqual(['wnModel', 'serialNum', 'lastDataTime', 'createTime']);
    expect(wn.search?.map((f) => [f.name, f.type])).toEqual([
      ['wnId', 'remoteSelect'],
      ['groupId', 'remoteSelect'],
      ['deptId', 'companyTree'],
      ['onlineStatus', 'select'],
      ['seen', 'select'],
      ['wnType', 'select'],
      ['wnModel', 'select'],
      ['softwareVersion', 'text'],
      ['bindingTime', 'dateRange'],
    ]);
    // One field order serves list and form, so the rated power now comes before type and model in the form.
    expect(names(wn.form)).toEqual(['wnId', 'privateKey', 'deptId', 'power', 'wnType', 'wnModel', 'serialNum', 'pdMonth', 'period', 'region', 'remark']);
    expect(byName(wn.form, 'deptId')).toMatchObject({ type: 'companyTree' });
    expect(byName(wn.form, 'wnType')).toMatchObject({ type: 'select', initial: '2', options: { dict: 'iot_wn_type' } });
    expect([...(wn.sort ?? [])].sort()).toEqual(['bindingTime', 'createTime', 'currentPower', 'lastDataTime', 'onlineStatus', 'power', 'softwareVersion', 'wnId']);
    expect(wn.schema?.shape).toHaveProperty('stationId');
  });

  it('batteries and meters share the device fields', () => {
    expect(names(battery.search)).toEqual(['batteryId', 'deptId', 'onlineStatus', 'bindingTime']);
    expect(names(battery.form)).toEqual(['batteryId', 'deptId', 'capacity', 'power', 'serialNum', 'pdMonth', 'region', 'remark']);
    expect(names(meter.search)).toEqual(['meterId', 'deptId', 'onlineStatus', 'antiBackflowStatus', 'plcStatus', 'meterModel', 'bindingTime']);
    expect(names(meter.form)).toEqual(['meterId', 'meterKey', 'deptId', 'meterModel', 'serialNum', 'pdMonth', 'remark']);
    expect(byName(meter.columns, 'companyName')).toMatchObject({ hidden: true });
    expect(byName(meter.columns, 'whitelist')?.render?.({ whitelist: ['a', 'b'] })).toBe('a, b');
    expect(byName(battery.form, 'pdMonth')).toMatchObject({ props: { placeholder: expect.stringMatching(/\b2026-05$/) } });
  });

  it('assignments, code batches and clearing records keep their particular inputs', () => {
    expect(names(agentDevice.form)).toEqual(['companyId', 'deviceIds']);
    expect(names(agentDevice.search)).toEqual(['companyId', 'deviceId']);
    expect(agentDevice.ops).toEqual(['add', 'remove']);
    expect(deviceCode.ops).toEqual(['add', 'remove', 'export']);
    expect(byName(deviceCode.form, 'generateCount')).toMatchObject({ type: 'number', initial: 10 });
    expect(byName(deviceCodeDetail.search, 'status')).toMatchObject({ type: 'select', options: { values: ['0', '1'] } });
    expect(clearTotalPower.list).toBeTypeOf('function');
    expect(names(clearTotalPower.search)).toEqual(['wnId', 'recordStatus', 'createTime']);
  });
});
