import { feedback } from '../../../lib/feedback.ts';
import { issueBatch, issueCommand } from '../command-api.ts';
import { singleOutcome } from '../command-results.ts';
import { commandRequest } from './wn-commands.ts';

/**
 * One command to one device, and the device's answer told to the user ('The
 * command was issued successfully', or why not). Resolves whether it went out;
 * refusals of the whole call were already shown by the request layer.
 */
export async function sendToDevice(key: string, wnId: string, extra?: Record<string, unknown>): Promise<boolean> {
  const { url, body, batch } = commandRequest(key, wnId, extra);
  try {
    if (!batch) {
      feedback().message.success(await issueCommand(url, body));
      return true;
    }
    const outcome = singleOutcome(await issueBatch(url, body), wnId);
    if (outcome.ok) feedback().message.success(outcome.msg);
    else feedback().message.error(outcome.msg);
    return outcome.ok;
  } catch {
    return false;
  }
}
