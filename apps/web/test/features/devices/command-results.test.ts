import { describe, expect, it } from 'vitest';
import { refusedFirst, resultsOf, singleOutcome, tally } from '../../../src/features/devices/command-results.ts';
import { failedFirst } from '../../../src/features/devices/import-results.ts';

const results = [
  { deviceId: 'a', ok: true, msg: 'The command was issued successfully', recordId: 1 },
  { deviceId: 'b', ok: false, msg: 'Device not online' },
  { deviceId: 'c', ok: true, msg: 'The command was issued successfully', recordId: 2 },
];

describe('batch command results', () => {
  it('counts issued and refused devices', () => {
    expect(tally(results)).toEqual({ issued: 2, refused: 1 });
    expect(tally([])).toEqual({ issued: 0, refused: 0 });
  });

  it('reads the per-device list, or nothing from an answer without one', () => {
    expect(resultsOf({ msg: 'x', data: results })).toHaveLength(3);
    expect(resultsOf({ msg: 'x' })).toEqual([]);
  });

  it("reads one device's result of a batch like a single command's answer", () => {
    expect(singleOutcome({ data: results }, 'b')).toEqual({ ok: false, msg: 'Device not online' });
    expect(singleOutcome({ data: results }, 'a')).toEqual({ ok: true, msg: 'The command was issued successfully' });
    expect(singleOutcome({ msg: 'The device does not exist', data: [] }, 'z')).toEqual({ ok: false, msg: 'The device does not exist' });
  });

  it('lists refused devices first, keeping the order otherwise', () => {
    expect(refusedFirst(results).map((r) => r.deviceId)).toEqual(['b', 'a', 'c']);
  });

  it('lists refused import rows first, in file order', () => {
    const rows = [
      { row: 2, deviceId: '1', ok: true, msg: '' },
      { row: 5, deviceId: '2', ok: false, msg: '' },
      { row: 3, deviceId: '3', ok: false, msg: '' },
    ];
    expect(failedFirst(rows).map((r) => r.row)).toEqual([3, 5, 2]);
  });
});
