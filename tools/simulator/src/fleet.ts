import type { DeviceSpec } from '@cniot/contract/devices/simulated-fleet';
import { VirtualBattery, VirtualMeter } from './battery-meter.ts';
import { VirtualInverter } from './inverter.ts';
import type { OtaFault } from './ota.ts';
import type { DeviceRuntime, VirtualDevice } from './virtual-device.ts';

export interface FleetOptions {
  /** Broker URL, e.g. mqtt://127.0.0.1:1883. */
  url: string;
  devices: DeviceSpec[];
  /** Telemetry interval per device (default 60 s). */
  intervalMs?: number;
  /** Chance per report that a device raises an alarm (default 0.002). */
  alarmRate?: number;
  /** Share of each device type whose upgrades fail (default 0); see `otaFaults`. */
  otaFaultShare?: number;
  /** Report once right after connecting, so a console shows values at once (default true). */
  reportOnStart?: boolean;
}

export interface Fleet {
  devices: VirtualDevice[];
  /** Devices the broker refused, with the reason. */
  refused: Array<{ id: string; error: string }>;
  stop(): Promise<void>;
}

/** Connects at most this many devices at once, so a large fleet does not stampede the broker. */
const CONNECT_WAVE = 50;

export function createDevice(spec: DeviceSpec, runtime: DeviceRuntime): VirtualDevice {
  if (spec.type === 'wn') return new VirtualInverter(spec, runtime);
  if (spec.type === 'battery') return new VirtualBattery(spec, runtime);
  return new VirtualMeter(spec, runtime);
}

/**
 * The devices whose upgrades fail: the share of each type, at least one of
 * each when the share is above 0, so a small demo fleet shows a failing
 * battery and meter too; by turns one that reports the failure and one that
 * restarts mid-install on its old version.
 */
export function otaFaults(specs: DeviceSpec[], share: number): Map<string, OtaFault> {
  const faults = new Map<string, OtaFault>();
  if (share <= 0) return faults;
  for (const type of new Set(specs.map((s) => s.type))) {
    const ofType = specs.filter((s) => s.type === type);
    const count = Math.max(1, Math.round(ofType.length * share));
    ofType.slice(0, count).forEach((s, i) => faults.set(s.id, i % 2 === 0 ? 'fail' : 'reboot'));
  }
  return faults;
}

/** Starts a virtual fleet in this process (the CLI, tests). */
export async function startFleet(opts: FleetOptions): Promise<Fleet> {
  const runtime: DeviceRuntime = { url: opts.url, intervalMs: opts.intervalMs ?? 60_000, alarmRate: opts.alarmRate ?? 0.002 };
  const faults = otaFaults(opts.devices, opts.otaFaultShare ?? 0);
  const devices: VirtualDevice[] = [];
  const refused: Fleet['refused'] = [];
  for (let i = 0; i < opts.devices.length; i += CONNECT_WAVE) {
    await Promise.all(
      opts.devices.slice(i, i + CONNECT_WAVE).map(async (spec) => {
        const device = createDevice(spec, runtime);
        device.otaFault = faults.get(spec.id) ?? 'none';
        try {
          await device.start();
          devices.push(device);
          if (opts.reportOnStart ?? true) await device.report();
        } catch (err) {
          refused.push({ id: spec.id, error: (err as Error).message });
        }
      }),
    );
  }
  return {
    devices,
    refused,
    stop: async () => {
      await Promise.all(devices.map((d) => d.stop()));
    },
  };
}
