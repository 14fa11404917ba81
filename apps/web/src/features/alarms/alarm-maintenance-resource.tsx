import { alarmMaintenanceManifest } from '@cniot/contract/alarms/alarm-maintenance';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { stationSource } from '../../components/station-source.ts';
import { zonedTimeCell } from '../../components/zoned-time.ts';
import { DateTimeField } from './date-time-field.tsx';

/** Maintenance windows: a station, or one device by type and ID, raises no alarm from start to end; times on the station's clock. */
export default manifestResource(alarmMaintenanceManifest, {
  columns: { startTime: zonedTimeCell('startTime'), endTime: zonedTimeCell('endTime') },
  form: {
    stationId: { type: 'remoteSelect', remote: stationSource, when: (v) => !v.deviceType && !v.deviceId },
    deviceType: { when: (v) => !v.stationId },
    deviceId: { when: (v) => !v.stationId },
    startTime: { render: DateTimeField },
    endTime: { render: DateTimeField },
  },
});
