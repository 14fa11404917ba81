import { HistoryOutlined } from '@ant-design/icons';
import { stationPowerManifest, stationPowerRecordManifest } from '@cniot/contract/stations/station-power';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { listDialog } from '../../components/list-page/list-dialog.tsx';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Resource } from '../../components/list-page/resource.ts';
import { zonedTimeCell } from '../../components/zoned-time.ts';
import { FlagSwitch, FrequencyInput, FrequencyText, RunTimeInput, ScheduleStation } from './schedule-inputs.tsx';
import { stationLink } from './station-cells.tsx';

const records = manifestResource(stationPowerRecordManifest, { columns: { runAt: zonedTimeCell('runAt') } });

/**
 * Scheduled power: at a time on the station's clock, on the chosen weekdays
 * or once, the station's inverters (and with "batteries too" its batteries)
 * are started or shut down; each run is recorded per device.
 */
const stationPower = manifestResource(stationPowerManifest, {
  columns: {
    stationName: { render: stationLink('stationId') },
    frequencyStatus: { render: (row) => <FrequencyText value={row.frequencyStatus} /> },
    nextRunTime: zonedTimeCell('nextRunTime'),
    lastRunTime: zonedTimeCell('lastRunTime'),
  },
  form: {
    stationId: { render: ScheduleStation },
    runTime: { render: RunTimeInput },
    frequencyStatus: { render: FrequencyInput, wide: true },
    startStatus: { render: FlagSwitch },
    chargeStatus: { render: FlagSwitch },
    notifyStatus: { render: FlagSwitch },
  },
  rowActions: [{ key: 'records', icon: <HistoryOutlined />, permission: StationPerm.power.list, dialog: listDialog(records, (row) => ({ scheduleId: row.id })) }],
});
export default stationPower;

const OWN_STATION = new Set(['stationId', 'stationName', 'timeZone']);

/** The schedules of one station, opened from its row: the station is given, so it is neither a column nor a field. */
export const oneStationSchedules: Resource = {
  ...stationPower,
  columns: stationPower.columns.filter((c) => !OWN_STATION.has(c.name)),
  search: stationPower.search?.filter((f) => !OWN_STATION.has(f.name)),
  form: stationPower.form?.filter((f) => !OWN_STATION.has(f.name)),
};
