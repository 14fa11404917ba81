import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { BatteryValues, MeterValues, WnValues } from '@cniot/contract/devices/device-protocol';

/**
 * How each type's telemetry values map onto its raw table: the record-set
 * column list (name and SQL type) and the JSON row for one record.
 */
export interface RawShape {
  columns: Array<[string, string]>;
  row(values: Record<string, unknown>): Record<string, unknown>;
  /** Lifetime counter in Wh, when the type has one. */
  lifetimeWh?(values: Record<string, unknown>): number | undefined;
  /** Instantaneous power for the device list (iot_wn.current_power). */
  power?(values: Record<string, unknown>): number | undefined;
}

const pvColumn = (v: WnValues, key: 'v' | 'i' | 'p' | 'totalWh' | 'dayWh') => (v.pv && v.pv.length > 0 ? v.pv.map((input) => input[key] ?? null) : null);

export const RAW_SHAPES: Record<DeviceType, RawShape> = {
  wn: {
    columns: [
      ['ac_power', 'real'],
      ['ac_voltage', 'real'],
      ['ac_frequency', 'real'],
      ['temp', 'real'],
      ['total_wh', 'float8'],
      ['day_wh', 'float8'],
      ['power_limit', 'real'],
      ['run_state', 'text'],
      ['pv_voltage', 'real[]'],
      ['pv_current', 'real[]'],
      ['pv_power', 'real[]'],
      ['pv_total_wh', 'float8[]'],
      ['pv_day_wh', 'float8[]'],
    ],
    row: (values) => {
      const v = values as WnValues;
      return {
        ac_power: v.acPower,
        ac_voltage: v.acVoltage,
        ac_frequency: v.acFrequency,
        temp: v.temp,
        total_wh: v.totalWh,
        day_wh: v.dayWh,
        power_limit: v.powerLimit,
        run_state: v.state,
        pv_voltage: pvColumn(v, 'v'),
        pv_current: pvColumn(v, 'i'),
        pv_power: pvColumn(v, 'p'),
        pv_total_wh: pvColumn(v, 'totalWh'),
        pv_day_wh: pvColumn(v, 'dayWh'),
      };
    },
    lifetimeWh: (values) => (values as WnValues).totalWh,
    power: (values) => (values as WnValues).acPower,
  },
  battery: {
    columns: [
      ['current', 'int'],
      ['voltage', 'int'],
      ['soc', 'smallint'],
      ['soh', 'smallint'],
      ['remain_capacity', 'int'],
      ['temp', 'real'],
      ['charge_wh', 'float8'],
      ['discharge_wh', 'float8'],
    ],
    row: (values) => {
      const v = values as BatteryValues;
      return { current: v.current, voltage: v.voltage, soc: v.soc, soh: v.soh, remain_capacity: v.remainCapacity, temp: v.temp, charge_wh: v.chargeWh, discharge_wh: v.dischargeWh };
    },
  },
  meter: {
    columns: [
      ['output_power', 'real'],
      ['kwh', 'float8'],
      ['total_kwh', 'float8'],
      ['import_kwh', 'float8'],
    ],
    row: (values) => {
      const v = values as MeterValues;
      return { output_power: v.outputPower, kwh: v.kwh, total_kwh: v.totalKwh, import_kwh: v.importKwh };
    },
    lifetimeWh: (values) => {
      const kwh = (values as MeterValues).totalKwh;
      return kwh === undefined ? undefined : Math.round(kwh * 1000 * 1000) / 1000;
    },
  },
};
