import type { CommandName } from '@cniot/contract/devices/device-commands';
import type { ProfileStamp, WnValues } from '@cniot/contract/devices/device-protocol';
import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { stationGrid } from './grid-events.ts';
import { GridSettings, gridBehaviourOf } from './grid-settings.ts';
import { reportPv } from './household.ts';
import { clearSky, localDay, sunElevation, Weather } from './solar.ts';
import { VirtualDevice, type CommandResult, type DeviceRuntime, type ParamValue } from './virtual-device.ts';

const weatherOf = new Map<number, Weather>();
/** Stations share their sky: every inverter of a plant sees the same clouds. */
export function stationWeather(stationId: number): Weather {
  let w = weatherOf.get(stationId);
  if (!w) weatherOf.set(stationId, (w = new Weather()));
  return w;
}

const EFFICIENCY = 0.965;
const SETTINGS = new Set<CommandName>([
  'setPowerPercent',
  'setPowerFactor',
  'setReactivePower',
  'setClearTotalPowerEnable',
  'setAntiBackFlow',
  'setFaultClearing',
  'setReportInterval',
  'setServer',
  'setConfig',
]);
const jitter = (v: number, share: number) => v * (1 + (Math.random() - 0.5) * 2 * share);
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** A micro-inverter with 1 to 6 panels following the sun over its station. */
export class VirtualInverter extends VirtualDevice {
  totalWh = Math.round(Math.random() * 2_000_000);
  private dayWh = 0;
  private day = '';
  private readonly pvTotal: number[];
  private readonly pvDay: number[];
  private readonly american: boolean;
  private readonly grid: GridSettings;
  private readonly factors: number[];

  constructor(spec: DeviceSpec, runtime: DeviceRuntime) {
    super(spec, runtime);
    if (spec.totalWh !== undefined) this.totalWh = spec.totalWh;
    const n = Math.max(1, Math.min(6, spec.inputs ?? 2));
    this.pvTotal = Array.from({ length: n }, () => this.totalWh / n / EFFICIENCY);
    this.pvDay = Array.from({ length: n }, () => 0);
    this.american = spec.station.timeZone.startsWith('America/');
    this.grid = new GridSettings(gridBehaviourOf(spec.id));
    this.factors = this.pvTotal.map((_, i) => spec.pvFactors?.[i] ?? 1);
  }

  protected initialParams(): Record<string, ParamValue> {
    return { powerFactor: 1, powerPercent: 100, reactivePower: 0, clearTotalPowerEnable: true, antiBackFlowEnable: false, antiBackFlowPower: 0, faultClearing: true };
  }

  protected sample(ts: number, dtMs: number): WnValues {
    const { station, ratedPowerW } = this.spec;
    const today = localDay(ts, station.timeZone);
    if (today !== this.day) {
      this.day = today;
      this.dayWh = 0;
      this.pvDay.fill(0);
    }
    const sun = clearSky(sunElevation(ts, station.latitude, station.longitude));
    const cloud = stationWeather(station.id).next();
    const limitW = (ratedPowerW * Number(this.params.powerPercent)) / 100;
    const producing = this.running && sun > 0;
    const dcAvailable = ratedPowerW * 1.1 * sun * cloud;
    const n = this.pvTotal.length;
    // What the panels give: a shaded or dead input brings its share down, the limits apply to the sum.
    const healthy = this.factors.reduce((a, f) => a + f, 0) / n;
    const dc = producing ? Math.min(dcAvailable * healthy, limitW / EFFICIENCY, ratedPowerW / EFFICIENCY) : 0;
    const ac = dc * EFFICIENCY;
    reportPv(station.id, this.spec.id, ac);
    const hours = dtMs / 3_600_000;
    this.totalWh += ac * hours;
    this.dayWh += ac * hours;
    const pv = this.pvTotal.map((_, i) => {
      const p = healthy > 0 ? Math.max(0, jitter((dc * this.factors[i]) / healthy / n, 0.03)) : 0;
      const v = sun > 0 ? jitter(30 + 8 * Math.pow(sun, 0.3), 0.01) : jitter(2, 0.5);
      this.pvTotal[i] += p * hours;
      this.pvDay[i] += p * hours;
      return { v: round(v, 1), i: round(p / v, 2), p: round(p, 1), totalWh: Math.round(this.pvTotal[i]), dayWh: Math.round(this.pvDay[i]) };
    });
    return {
      acPower: round(ac, 1),
      acVoltage: round(jitter(this.american ? 240 : 230, 0.01), 1),
      acFrequency: round(jitter(this.american ? 60 : 50, 0.0005), 2),
      temp: round(15 + (ac / ratedPowerW) * 30 + Math.random(), 1),
      totalWh: Math.round(this.totalWh),
      dayWh: Math.round(this.dayWh),
      powerLimit: Number(this.params.powerPercent),
      state: this.running ? 'running' : 'stopped',
      pv,
    };
  }

  /** The plant's grid faults show on every inverter of the station at once. */
  protected override heldAlarms(ts: number): Record<string, number> {
    return { mi: stationGrid(this.spec.station.id).maskAt(ts) };
  }

  protected override async execute(name: CommandName, p: Record<string, unknown>, requestId: string): Promise<CommandResult> {
    const result = await this.run(name, p, requestId);
    // A device reports its parameters after every change (protocol §7), before it acknowledges the command.
    if (SETTINGS.has(name)) await this.reportParams();
    return result;
  }

  private async run(name: CommandName, p: Record<string, unknown>, requestId: string): Promise<CommandResult> {
    switch (name) {
      case 'setPowerPercent':
      case 'setPowerFactor':
      case 'setReactivePower': {
        const code = { setPowerPercent: 'powerPercent', setPowerFactor: 'powerFactor', setReactivePower: 'reactivePower' }[name];
        this.params[code] = p.value as number;
        return { [code]: p.value };
      }
      case 'setClearTotalPowerEnable':
        this.params.clearTotalPowerEnable = p.enable as boolean;
        return;
      case 'clearTotalPower':
        if (!this.params.clearTotalPowerEnable) throw new Error('clearing total power is disabled');
        this.totalWh = 0;
        this.pvTotal.fill(0);
        return;
      case 'setAntiBackFlow':
        this.params.antiBackFlowEnable = p.enable as boolean;
        if (p.power !== undefined) this.params.antiBackFlowPower = p.power as number;
        return;
      case 'setFaultClearing':
        this.params.faultClearing = p.enable as boolean;
        return;
      case 'setConfig':
        this.grid.apply(this.params, p.values as Record<string, number>, p.profile as ProfileStamp | undefined);
        this.versions.config = String(Number(this.versions.config) + 1);
        return;
      case 'getParams':
        await this.reportParams();
        return;
      default:
        return super.execute(name, p, requestId);
    }
  }

  /** Parameters with the grid profile held (protocol §7.1). */
  private reportParams(): Promise<unknown> {
    const profile = this.grid.stamp(this.params);
    return this.publish('params', { ts: Date.now(), values: this.params, ...(profile ? { profile } : {}) });
  }
}
