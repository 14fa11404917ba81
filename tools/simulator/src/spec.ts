import type { DeviceType } from '@cniot/contract/device-enums';

/** What a virtual device needs to know to behave like the real one it stands for. */
export interface StationSpec {
  id: number;
  name: string;
  timeZone: string;
  latitude: number;
  longitude: number;
}

export interface DeviceSpec {
  type: DeviceType;
  id: string;
  key: string;
  station: StationSpec;
  /** Inverter: rated AC power W. Meter: the station's PV peak W it sees. */
  ratedPowerW: number;
  /** Inverter: DC inputs (1 to 6). */
  inputs?: number;
  /** Battery: capacity in kWh. */
  capacityKwh?: number;
}
