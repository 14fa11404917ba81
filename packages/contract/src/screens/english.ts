import { flattenTexts } from './catalogues.ts';
import { alarms } from './en-us/alarms.ts';
import { content } from './en-us/content.ts';
import { devices } from './en-us/devices.ts';
import { firmware } from './en-us/firmware.ts';
import { grid } from './en-us/grid.ts';
import { permissions } from './en-us/permissions.ts';
import { people } from './en-us/people.ts';
import { stations } from './en-us/stations.ts';
import { system } from './en-us/system.ts';
import { tools } from './en-us/tools.ts';

/** The English screen texts, loaded at once: records kept in English (the operation log's titles) take their words from here. */
export const englishScreenTexts = flattenTexts([system, devices, stations, content, people, permissions, tools, firmware, grid, alarms]);
