import { z } from 'zod';
import { deviceType } from './device-enums.ts';

/**
 * A fleet file: the registered devices a simulator should play, with the keys
 * they sign in with. The server writes it (DATA_DIR/demo-fleet.json in demo
 * mode, or `npm run simulate` after provisioning); the simulator only reads it,
 * so it needs no access to the device registry.
 */
export const stationSpec = z.object({
  id: z.number(),
  name: z.string(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const deviceSpec = z.object({
  type: deviceType,
  id: z.string(),
  key: z.string(),
  station: stationSpec,
  /** Inverter: rated AC power W. Meter: the station's PV peak W it sees. */
  ratedPowerW: z.number(),
  /** Inverter: DC inputs (1 to 6). */
  inputs: z.number().int().optional(),
  /** Inverter: each DC input's output against a healthy one, in port order (a shaded panel 0.4, a dead string 0); default all 1. */
  pvFactors: z.array(z.number().min(0).max(1)).max(6).optional(),
  /** Inverter: the lifetime counter (Wh) to continue from, so a restarted fleet neither resets nor jumps. */
  totalWh: z.number().min(0).optional(),
  /** Battery: capacity in kWh. */
  capacityKwh: z.number().optional(),
  /** Battery: the lifetime charge and discharge counters (Wh) to continue from, like an inverter's `totalWh`. */
  chargeWh: z.number().min(0).optional(),
  dischargeWh: z.number().min(0).optional(),
  /** Meter: the lifetime export and import counters (kWh) to continue from. */
  totalKwh: z.number().min(0).optional(),
  importKwh: z.number().min(0).optional(),
});

export const fleetFile = z.array(deviceSpec);

export type StationSpec = z.infer<typeof stationSpec>;
export type DeviceSpec = z.infer<typeof deviceSpec>;
