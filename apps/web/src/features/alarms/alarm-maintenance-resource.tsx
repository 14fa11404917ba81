import { alarmMaintenanceManifest } from '@cniot/contract/alarm-maintenance';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { stationSource } from '../../components/station-source.ts';
import { DateTimeField } from './date-time-field.tsx';

/** Maintenance windows: a station, or one device by type and ID, raises no alarm from start to end. */
export default manifestResource(alarmMaintenanceManifest, {
  form: {
    stationId: { type: 'remoteSelect', remote: stationSource, when: (v) => !v.deviceType && !v.deviceId },
    deviceType: { when: (v) => !v.stationId },
    deviceId: { when: (v) => !v.stationId },
    startTime: { render: DateTimeField },
    endTime: { render: DateTimeField },
  },
});
