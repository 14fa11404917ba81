import { wnStatisticsManifest } from '@cniot/contract/devices/device-stats';
import { manifestResource } from '../../../components/list-page/manifest-resource.ts';
import type { Row } from '../../../components/list-page/resource.ts';
import { scaled } from '../units.ts';

const PORTS = [1, 2, 3, 4, 5, 6];

/** One DC input of a report in a cell: voltage, current, power and today's energy. */
const port = (n: number) => (r: Row) =>
  [scaled(r[`pv${n}Voltage`], 1, 'V', 1), scaled(r[`pv${n}Current`], 1, 'A', 2), scaled(r[`pv${n}Power`], 1, 'W', 1), scaled(r[`pv${n}DayWh`], 0.001, 'kWh', 3)].filter(Boolean).join(' · ');

/** The raw reports of one inverter (its code fixed by the statistics page), newest first. */
export default manifestResource(wnStatisticsManifest, {
  columns: {
    outputPower: { render: (r) => scaled(r.outputPower, 1, 'W', 1) },
    outputVoltage: { render: (r) => scaled(r.outputVoltage, 1, 'V', 1) },
    outputFrequency: { render: (r) => scaled(r.outputFrequency, 1, 'Hz', 2) },
    temp: { render: (r) => scaled(r.temp, 1, '°C', 1) },
    kwh: { render: (r) => scaled(r.kwh, 1, 'kWh', 3) },
    totalKwh: { render: (r) => scaled(r.totalKwh, 1, 'kWh', 2) },
    powerLimit: { render: (r) => scaled(r.powerLimit, 1, '%') },
    runState: { options: { values: ['running', 'stopped', 'fault'] } },
    ...Object.fromEntries(PORTS.map((n) => [`pv${n}`, { hidden: n > 2, render: port(n) }])),
  },
});
