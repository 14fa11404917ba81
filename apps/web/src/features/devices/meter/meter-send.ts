import type { Row } from '../../../components/list-page/resource.ts';
import { feedback } from '../../../lib/feedback.ts';
import { issueCommand } from '../command-api.ts';

/** What each part of the meter's command dialog gets: the meter as last read, whether it is offline, and whom to tell that a command went out. */
export interface MeterPartProps {
  meter: Row;
  offline: boolean;
  onSent: () => void;
}

/** A meter command (`POST /iot/meter/{key}`); the server's sentence is shown, a refusal already was. Resolves whether it went out. */
export async function sendToMeter(key: string, meterId: string, extra: Record<string, unknown> = {}): Promise<boolean> {
  try {
    feedback().message.success(await issueCommand(`/iot/meter/${key}`, { meterId, ...extra }));
    return true;
  } catch {
    return false;
  }
}
