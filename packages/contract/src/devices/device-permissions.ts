import { agentDeviceManifest } from './agent-device.ts';
import { batteryManifest } from './battery.ts';
import { deviceCodeManifest } from './device-code.ts';
import { deviceParamManifest } from './device-commands.ts';
import { wnStatisticsManifest } from './device-stats.ts';
import { permsOf } from '../manifest/define.ts';
import { meterManifest } from './meter.ts';
import { wnGroupManifest } from './wn-group.ts';
import { clearTotalPowerManifest, wnManifest } from './wn.ts';

/** Permission strings of the device screens (`iot:<entity>:<action>`), from their manifests. */
export const DevicePerm = {
  wn: permsOf(wnManifest),
  clearTotalPower: permsOf(clearTotalPowerManifest),
  wnGroup: permsOf(wnGroupManifest),
  battery: permsOf(batteryManifest),
  meter: permsOf(meterManifest),
  deviceCode: permsOf(deviceCodeManifest),
  agentDevice: permsOf(agentDeviceManifest),
  deviceParam: permsOf(deviceParamManifest),
  wnStatistics: permsOf(wnStatisticsManifest),
} as const;
