/**
 * Permission strings of the device screens (`iot:<entity>:<action>`), used by
 * the device routes, the menu seed (migration 0111) and the console's buttons.
 */
const actions = <const A extends readonly string[]>(prefix: string, list: A) =>
  Object.fromEntries(list.map((a) => [a, `${prefix}:${a}`])) as { [K in A[number]]: string };

const CRUD = ['list', 'query', 'add', 'edit', 'remove', 'export'] as const;

export const DevicePerm = {
  /**
   * Inverter commands are split by what they risk: start/shutdown/restart,
   * settable parameters (param), reading them (getParam), grid profile
   * values (config), firmware (upgrade), broker address (server), factory
   * reset (restore), fault clearing and clearing the lifetime counter.
   * `key` shows the device key in the detail.
   */
  wn: actions('iot:wn', [
    ...CRUD,
    'import',
    'bind',
    'key',
    'start',
    'shutdown',
    'restart',
    'restore',
    'param',
    'getParam',
    'config',
    'upgrade',
    'server',
    'faultClearing',
    'clearTotalPower',
  ] as const),
  clearTotalPower: actions('iot:clearTotalPower', ['list'] as const),
  wnGroup: actions('iot:wnGroup', CRUD),
  battery: actions('iot:battery', [...CRUD, 'bind', 'key'] as const),
  meter: actions('iot:meter', [...CRUD, 'bind', 'key', 'antiBackflow', 'plc', 'threshold', 'whitelist', 'upgrade'] as const),
  deviceCode: actions('iot:deviceCode', ['list', 'query', 'add', 'remove', 'export'] as const),
  agentDevice: actions('iot:agentDevice', ['list', 'add', 'remove'] as const),
  deviceParam: actions('iot:deviceParam', ['list', 'query'] as const),
  wnStatistics: actions('iot:wnStatistics', ['list'] as const),
  wnGenerate: actions('iot:wnGenerate', ['list'] as const),
} as const;
