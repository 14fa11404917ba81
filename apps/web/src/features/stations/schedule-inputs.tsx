import { Checkbox, Input, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../components/dict.tsx';
import type { CustomFieldProps } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { stationSource } from '../../components/station-source.ts';
import { FREQUENCY_VALUES, nextFrequency, parseFrequency } from './frequency.ts';

/** Inputs of the scheduled power form. */

/** "Once" or the weekdays the schedule runs on, as boxes. */
export function FrequencyInput({ value, onChange }: CustomFieldProps) {
  const labels = useDict('iot_power_frequency').iot_power_frequency;
  const checked = parseFrequency(value);
  return (
    <Checkbox.Group
      value={checked}
      onChange={(ticked) => onChange?.(nextFrequency(checked, ticked as string[]))}
      options={FREQUENCY_VALUES.map((v) => ({ value: v, label: labels.find((l) => l.value === v)?.label ?? v }))}
    />
  );
}

/** The run time, HH:mm on the station's clock, picked by the minute. */
export function RunTimeInput({ value, onChange }: CustomFieldProps) {
  const time = typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? dayjs(`2000-01-01T${value}`) : null;
  return <TimePicker format="HH:mm" needConfirm={false} value={time} onChange={(d) => onChange?.(d ? d.format('HH:mm') : undefined)} />;
}

/** The repeat as a list: "Once", or the weekdays' names separated by commas. */
export function FrequencyText({ value }: { value: unknown }) {
  const labels = useDict('iot_power_frequency').iot_power_frequency;
  return (
    <>
      {parseFrequency(value)
        .map((v) => labels.find((l) => l.value === v)?.label ?? v)
        .join(', ')}
    </>
  );
}

/** A '1'/'0' flag of the schedule (power on, batteries too, notify) as a switch. */
export function FlagSwitch({ value, onChange }: CustomFieldProps) {
  return <Switch checked={value === '1'} onChange={(on) => onChange?.(on ? '1' : '0')} />;
}

/** The station of a new schedule, searched by name; a saved schedule stays with its station. */
export function ScheduleStation({ value, onChange, mode, record }: CustomFieldProps) {
  const { t } = useTranslation();
  if (mode === 'edit') return <Input disabled value={String(record?.stationName ?? value ?? '')} />;
  return <RemoteSelect {...stationSource} value={value} onChange={(v: unknown) => onChange?.(v)} placeholder={t('devices.bind.searchStation')} />;
}
