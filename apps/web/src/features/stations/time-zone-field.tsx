import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../components/list-page/resource.ts';
import { useOptions } from '../../components/list-page/use-options.ts';
import { feedback } from '../../lib/feedback.ts';
import { timeZoneOptions } from './time-zones.ts';

/**
 * The station's zone, picked from the server's list. Moving a saved station to
 * another zone re-books all its generation data, so that choice is confirmed
 * first; going back to the saved zone is not.
 */
export function TimeZoneField({ value, onChange, mode, record }: CustomFieldProps) {
  const { t } = useTranslation();
  const options = useOptions('station', 'timeZone', timeZoneOptions);
  const saved = record?.timeZone;
  const choose = (zone: string) => {
    if (mode === 'add' || zone === saved) return onChange?.(zone);
    feedback().modal.confirm({
      title: t('common.tip'),
      content: t('resources.station.confirm.timeZone'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      keyboard: false,
      onOk: () => onChange?.(zone),
    });
  };
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      value={value as string | undefined}
      onChange={choose}
      options={options}
      placeholder={t('form.select', { field: t('resources.station.fields.timeZone') })}
      popupMatchSelectWidth={false}
    />
  );
}
