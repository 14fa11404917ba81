import type { DeviceSpec } from '@cniot/contract/simulated-fleet';
import { VirtualBattery, VirtualMeter } from './battery-meter.ts';
import { VirtualInverter } from './inverter.ts';
import type { DeviceRuntime, VirtualDevice } from './virtual-device.ts';

export interface FleetOptions {
  /** Broker URL, e.g. mqtt://127.0.0.1:1883. */
  url: string;
  devices: DeviceSpec[];
  /** Telemetry interval per device (default 60 s). */
  intervalMs?: number;
  /** Chance per report that a device raises an alarm (default 0.002). */
  alarmRate?: number;
  /** Share of devices that restart mid-install and come back on their old version (default 0). */
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

/** Starts a virtual fleet in this process (the CLI, tests). */
export async function startFleet(opts: FleetOptions): Promise<Fleet> {
  const runtime: DeviceRuntime = { url: opts.url, intervalMs: opts.intervalMs ?? 60_000, alarmRate: opts.alarmRate ?? 0.002, otaFaultShare: opts.otaFaultShare };
  const devices: VirtualDevice[] = [];
  const refused: Fleet['refused'] = [];
  for (let i = 0; i < opts.devices.length; i += CONNECT_WAVE) {
    await Promise.all(
      opts.devices.slice(i, i + CONNECT_WAVE).map(async (spec) => {
        const device = createDevice(spec, runtime);
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
