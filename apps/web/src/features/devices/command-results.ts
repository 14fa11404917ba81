import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';

/** What a batch command route answers: one result per device, in the order asked. */
export interface BatchAnswer {
  msg?: string;
  data?: DeviceCommandResult[];
}

export const resultsOf = (answer: BatchAnswer): DeviceCommandResult[] => (Array.isArray(answer.data) ? answer.data : []);

export function tally(results: DeviceCommandResult[]): { issued: number; refused: number } {
  const issued = results.filter((r) => r.ok).length;
  return { issued, refused: results.length - issued };
}

/**
 * One device sent through a batch route (clearing the total power has no
 * single-device path): read like a single command, its own sentence either way.
 */
export function singleOutcome(answer: BatchAnswer, deviceId: string): { ok: boolean; msg: string } {
  const mine = resultsOf(answer).find((r) => r.deviceId === deviceId);
  return mine ? { ok: mine.ok, msg: mine.msg } : { ok: false, msg: answer.msg ?? '' };
}

/** Refused devices first: they are what the user has to act on. */
export const refusedFirst = (results: DeviceCommandResult[]): DeviceCommandResult[] => [...results].sort((a, b) => Number(a.ok) - Number(b.ok));
