import { useState } from 'react';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { issueBatch } from './command-api.ts';
import { resultsOf } from './command-results.ts';

/** One batch command to several devices: sending, then each device's result. */
export function useBatchSend() {
  const [results, setResults] = useState<DeviceCommandResult[]>();
  const [busy, setBusy] = useState(false);
  const send = async (url: string, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      setResults(resultsOf(await issueBatch(url, body)));
    } catch {
      // Refused as a whole (permission, validation): the request layer said why.
    } finally {
      setBusy(false);
    }
  };
  return { results, busy, send };
}
