import type { CommandName } from '@cniot/contract/device-commands';
import type { BatteryValues, MeterValues } from '@cniot/contract/device-protocol';
import { stationWeather } from './inverter.ts';
import { clearSky, localDay, sunElevation } from './solar.ts';
import { VirtualDevice, type CommandResult, type ParamValue } from './virtual-device.ts';

const NOMINAL_V = 51.2;

/** A home battery: charges from the midday surplus, carries the house through the evening. */
export class VirtualBattery extends VirtualDevice {
  private soc = 40 + Math.random() * 40;

  protected initialParams(): Record<string, ParamValue> {
    return { minSoc: 10, maxSoc: 100 };
  }

  protected sample(ts: number, dtMs: number): BatteryValues {
    const { station } = this.spec;
    const capacityAh = ((this.spec.capacityKwh ?? 5) * 1000) / NOMINAL_V;
    const sun = clearSky(sunElevation(ts, station.latitude, station.longitude));
    let amps = 0;
    if (this.running) {
      if (sun > 0.15 && this.soc < Number(this.params.maxSoc)) amps = capacityAh * 0.25 * sun;
      else if (sun <= 0.15 && this.soc > Number(this.params.minSoc)) amps = -capacityAh * 0.08 * (0.7 + Math.random() * 0.6);
    }
    this.soc = Math.max(0, Math.min(100, this.soc + ((amps * dtMs) / 3_600_000 / capacityAh) * 100));
    const volts = 47.5 + this.soc * 0.065 + amps * 0.01;
    return {
      current: Math.round(amps * 100),
      voltage: Math.round(volts * 100),
      soc: Math.round(this.soc),
      soh: 98,
      remainCapacity: Math.round(capacityAh * this.soc),
      temp: Math.round(20 + Math.abs(amps) * 0.1),
    };
  }
}

/** A grid meter at the connection point: exports the PV surplus, imports the rest. */
export class VirtualMeter extends VirtualDevice {
  private totalKwh = Math.random() * 3000;
  private kwh = 0;
  private day = '';

  protected initialParams(): Record<string, ParamValue> {
    return { antiBackflow: false, plc: false, powerDownThreshold: 0, powerUpThreshold: 0, whitelist: '' };
  }

  protected sample(ts: number, dtMs: number): MeterValues {
    const { station, ratedPowerW } = this.spec;
    const today = localDay(ts, station.timeZone);
    if (today !== this.day) {
      this.day = today;
      this.kwh = 0;
    }
    const sun = clearSky(sunElevation(ts, station.latitude, station.longitude));
    const pv = ratedPowerW * sun * stationWeather(station.id).next();
    const house = 250 + Math.random() * 600;
    let export_ = pv - house;
    if (this.params.antiBackflow) export_ = Math.min(export_, Number(this.params.powerUpThreshold) || 0);
    if (export_ > 0) {
      const kwh = (export_ * dtMs) / 3_600_000 / 1000;
      this.totalKwh += kwh;
      this.kwh += kwh;
    }
    return { outputPower: Math.round(export_), kwh: Math.round(this.kwh * 1000) / 1000, totalKwh: Math.round(this.totalKwh * 1000) / 1000 };
  }

  protected override async execute(name: CommandName, p: Record<string, unknown>, requestId: string): Promise<CommandResult> {
    switch (name) {
      case 'setAntiBackFlow':
        this.params.antiBackflow = p.enable as boolean;
        return;
      case 'setPlc':
        this.params.plc = p.enable as boolean;
        return;
      case 'setPowerThresholds':
        this.params.powerDownThreshold = p.down as number;
        this.params.powerUpThreshold = p.up as number;
        return;
      case 'setWhitelist':
        this.params.whitelist = (p.ids as string[]).join(',');
        return;
      default:
        return super.execute(name, p, requestId);
    }
  }
}
