import type { CommandName } from '@cniot/contract/devices/device-commands';
import type { BatteryValues, MeterValues } from '@cniot/contract/devices/device-protocol';
import { batteryOf, houseLoadW, pvOf, reportBattery } from './household.ts';
import { localDay } from './solar.ts';
import { VirtualDevice, type CommandResult, type ParamValue } from './virtual-device.ts';

const NOMINAL_V = 51.2;

/** A home battery: stores what the house does not take of the PV, gives it back when the sun is gone, within its SOC limits and power. */
export class VirtualBattery extends VirtualDevice {
  private soc = 40 + Math.random() * 40;
  private chargeWh = this.spec.chargeWh ?? Math.round(Math.random() * 500_000);
  private dischargeWh = this.spec.dischargeWh ?? Math.round(this.chargeWh * 0.9);

  protected initialParams(): Record<string, ParamValue> {
    return { minSoc: 10, maxSoc: 100 };
  }

  protected sample(ts: number, dtMs: number): BatteryValues {
    const { station, ratedPowerW } = this.spec;
    const capacityWh = (this.spec.capacityKwh ?? 5) * 1000;
    const hours = dtMs / 3_600_000;
    // Positive: the surplus to store; negative: the house's shortfall to cover.
    const want = pvOf(station.id) - houseLoadW(ts, station.id, station.longitude);
    const room = ((Number(this.params.maxSoc) - this.soc) / 100) * capacityWh;
    const left = ((this.soc - Number(this.params.minSoc)) / 100) * capacityWh;
    let w = this.running ? Math.max(-ratedPowerW, Math.min(ratedPowerW, want)) : 0;
    if (w > 0) w = Math.min(w, Math.max(0, room) / hours);
    else w = -Math.min(-w, Math.max(0, left) / hours);
    reportBattery(station.id, this.spec.id, w);
    const wh = w * hours;
    if (wh > 0) this.chargeWh += wh;
    else this.dischargeWh -= wh;
    this.soc = Math.max(0, Math.min(100, this.soc + (wh / capacityWh) * 100));
    const volts = NOMINAL_V - 3.7 + this.soc * 0.065;
    const amps = w / volts;
    return {
      current: Math.round(amps * 100),
      voltage: Math.round(volts * 100),
      soc: Math.round(this.soc),
      soh: 98,
      remainCapacity: Math.round((capacityWh / NOMINAL_V) * this.soc),
      temp: Math.round(20 + Math.abs(amps) * 0.1),
      chargeWh: Math.round(this.chargeWh),
      dischargeWh: Math.round(this.dischargeWh),
    };
  }
}

/** A grid meter at the connection point: sees what the plant's PV, house and batteries leave, exports the surplus, imports the rest. */
export class VirtualMeter extends VirtualDevice {
  private totalKwh = this.spec.totalKwh ?? Math.random() * 3000;
  private importKwh = this.spec.importKwh ?? Math.random() * 3000;
  private kwh = 0;
  private day = '';

  protected initialParams(): Record<string, ParamValue> {
    return { antiBackflow: false, plc: false, powerDownThreshold: 0, powerUpThreshold: 0, whitelist: '' };
  }

  protected sample(ts: number, dtMs: number): MeterValues {
    const { station } = this.spec;
    const today = localDay(ts, station.timeZone);
    if (today !== this.day) {
      this.day = today;
      this.kwh = 0;
    }
    const grid = pvOf(station.id) - houseLoadW(ts, station.id, station.longitude) - batteryOf(station.id);
    const kwh = (Math.abs(grid) * dtMs) / 3_600_000 / 1000;
    if (grid > 0) {
      this.totalKwh += kwh;
      this.kwh += kwh;
    } else this.importKwh += kwh;
    const r3 = (v: number) => Math.round(v * 1000) / 1000;
    return { outputPower: Math.round(grid), kwh: r3(this.kwh), totalKwh: r3(this.totalKwh), importKwh: r3(this.importKwh) };
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
