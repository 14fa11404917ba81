import type { ProfileStamp } from '@cniot/contract/devices/device-protocol';
import { profileHash } from '@cniot/contract/grid-firmware/profile-hash';
import type { ParamValue } from './virtual-device.ts';

/**
 * How an inverter takes grid values. Field fleets have a few units that refuse a grid code
 * (locked by a local installer tool) or clamp a value to their own hardware limit; the share
 * is fixed by the device id, so a device behaves the same way every time and tests can pick.
 */
export type GridBehaviour = 'obey' | 'refuse' | 'drift';
export const GRID_FAULT_SHARE = 0.1;

export function gridBehaviourOf(id: string): GridBehaviour {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const x = (h % 1000) / 1000;
  return x < GRID_FAULT_SHARE / 2 ? 'refuse' : x < GRID_FAULT_SHARE ? 'drift' : 'obey';
}

/** The grid profile an inverter holds: which codes belong to it, under which code and version. */
export class GridSettings {
  private profile?: { code: string; version: number };
  private readonly codes = new Set<string>();

  constructor(private readonly behaviour: GridBehaviour) {}

  /** setConfig (protocol §8): values already × configMul; a new profile replaces the set of codes, a resend adds to it. */
  apply(params: Record<string, ParamValue>, values: Record<string, number>, profile?: ProfileStamp): void {
    if (this.behaviour === 'refuse') throw new Error('grid code locked by the installer tool');
    Object.assign(params, values);
    if (this.behaviour === 'drift') {
      // The unit clamps the first value to a limit of its own and keeps it there.
      const [first] = Object.keys(values).sort();
      params[first] = Number(values[first]) + 1;
    }
    if (!profile) return;
    if (this.profile?.code !== profile.code || this.profile.version !== profile.version) this.codes.clear();
    for (const code of Object.keys(values)) this.codes.add(code);
    this.profile = { code: profile.code, version: profile.version };
  }

  /** What the device reports with its parameters: the profile and the hash of the values it really holds. */
  stamp(params: Record<string, ParamValue>): ProfileStamp | undefined {
    if (!this.profile) return undefined;
    const held = Object.fromEntries([...this.codes].map((c) => [c, Number(params[c])]));
    return { ...this.profile, hash: profileHash(held) };
  }
}
