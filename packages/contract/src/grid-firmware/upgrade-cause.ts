/**
 * Why an upgrade failed, as the server records it: a message key and its
 * parameters, read in each reader's language (the record's `causeCode` and
 * `causeParams`); `causeFailure` keeps the English sentence. A device's own
 * words that are none of the known failures stay as they are, with no key.
 */
export interface FailureCause {
  code: string;
  params?: Record<string, string>;
}

/** The failures devices report in words the protocol names (docs/firmware.md), as keys. */
const DEVICE_FAILURES: Array<[RegExp, (m: RegExpMatchArray) => FailureCause]> = [
  [/^sha256 mismatch/i, () => ({ code: 'upgrade.cause.hashMismatch' })],
  [/^size mismatch: got (\d+) bytes, expected (\d+)/i, (m) => ({ code: 'upgrade.cause.sizeMismatch', params: { got: m[1], expected: m[2] } })],
  [/^download refused: HTTP (\d+)/i, (m) => ({ code: 'upgrade.cause.downloadRefused', params: { status: m[1] } })],
];

/** A failure a device reported: a known one as its key, another in the device's words, none as 'The device reported a failure'. */
export function deviceCause(error: string | undefined): FailureCause | string {
  if (!error) return { code: 'upgrade.cause.deviceFailed' };
  for (const [pattern, cause] of DEVICE_FAILURES) {
    const m = error.match(pattern);
    if (m) return cause(m);
  }
  return error;
}
