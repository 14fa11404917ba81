import type { DeviceType } from '@cniot/contract/devices/device-enums';
import type { StatusPayload } from '@cniot/contract/devices/device-protocol';
import { newerStatus } from './ingest/status.ts';

/**
 * Which devices are connected to an external broker, from the retained
 * `status` topics every node subscribes to (not shared): a node can refuse a
 * command to an offline device without asking the database or the broker.
 */
export class Presence {
  private readonly devices = new Map<string, { session: number; online: boolean }>();

  apply(type: DeviceType, id: string, status: Pick<StatusPayload, 'session' | 'state'>): void {
    const key = `${type}/${id}`;
    const current = this.devices.get(key) ?? { session: -1, online: false };
    if (newerStatus(current, status)) this.devices.set(key, { session: status.session, online: status.state === 'online' });
  }

  isOnline(type: DeviceType, id: string): boolean {
    return this.devices.get(`${type}/${id}`)?.online ?? false;
  }
}
