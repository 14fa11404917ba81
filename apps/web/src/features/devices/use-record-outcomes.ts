import { useEffect, useState } from 'react';
import { COMMAND_TIMEOUT_MS } from '@cniot/contract/devices/device-commands';
import { DevicePerm } from '@cniot/contract/devices/device-permissions';
import { CommandStatus } from '@cniot/contract/devices/device-enums';
import type { R } from '@cniot/contract/envelope';
import { usePermission } from '../../components/permission.tsx';
import { api } from '../../lib/request/http.ts';

/** A command record as far as the results need it (`iot_command_status`, and why it failed). */
export interface RecordOutcome {
  recordStatus: string;
  errorMsg?: string | null;
}

const FINAL: string[] = [CommandStatus.success, CommandStatus.failed, CommandStatus.timedOut];
export const isFinal = (o: RecordOutcome | undefined): boolean => !!o && FINAL.includes(o.recordStatus);

/** Devices answer within seconds; a short interval shows each answer as it comes. */
const POLL_MS = 1500;
/** A batch of hundreds is read a slice at a time, so one tick stays a handful of requests. */
const PER_TICK = 20;

/**
 * The records of commands just issued, read again until each has its device's
 * answer or its deadline passed (the server then marks it timed out). For
 * users who may not read command records: undefined, they see "Issued".
 */
export function useRecordOutcomes(recordIds: number[]): Record<number, RecordOutcome> | undefined {
  const { hasPermi } = usePermission();
  const allowed = hasPermi(DevicePerm.deviceParam.query);
  const [outcomes, setOutcomes] = useState<Record<number, RecordOutcome>>({});
  const key = recordIds.join();

  useEffect(() => {
    if (!allowed || !recordIds.length) return;
    const deadline = Date.now() + COMMAND_TIMEOUT_MS + 2 * POLL_MS;
    const known: Record<number, RecordOutcome> = {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const read = (id: number) =>
      api.get<R<RecordOutcome>>(`/iot/configChangeRecord/${id}`).then(
        (answer) => answer.data && (known[id] = { recordStatus: String(answer.data.recordStatus), errorMsg: answer.data.errorMsg }),
        () => undefined,
      );
    const tick = async () => {
      const open = recordIds.filter((id) => !isFinal(known[id])).slice(0, PER_TICK);
      if (!open.length || Date.now() > deadline) return;
      await Promise.all(open.map(read));
      if (stopped) return;
      setOutcomes({ ...known });
      timer = setTimeout(() => void tick(), POLL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // recordIds is a new array on every render; its contents (key) are what matter.
  }, [key, allowed]);

  return allowed ? outcomes : undefined;
}
