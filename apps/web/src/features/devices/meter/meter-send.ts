import { feedback } from '../../../lib/feedback.ts';
import { issueCommand } from '../command-api.ts';

/** A meter command (`POST /iot/meter/{key}`); the server's sentence is shown, a refusal already was. Resolves whether it went out. */
export async function sendToMeter(key: string, meterId: string, extra: Record<string, unknown> = {}): Promise<boolean> {
  try {
    feedback().message.success(await issueCommand(`/iot/meter/${key}`, { meterId, ...extra }));
    return true;
  } catch {
    return false;
  }
}
