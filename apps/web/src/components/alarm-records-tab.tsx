import { useTranslation } from 'react-i18next';
import { alarmRecordManifest } from '@cniot/contract/alarms/alarm';
import { permsOf } from '@cniot/contract/manifest/define';
import { manifestResource } from './list-page/manifest-resource.ts';
import type { Row } from './list-page/resource.ts';
import { ResourcePage } from './list-page/resource-page.tsx';
import { usePermission } from './permission.tsx';

const records = manifestResource(alarmRecordManifest);

/** The alarms of one station or device as a tab of its detail, for users who may read alarm records. */
export function useAlarmRecordsTab(query: Row) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  if (!hasPermi(permsOf(alarmRecordManifest).list)) return [];
  return [{ key: 'alarms', label: t('menus.alarmRecord'), children: <ResourcePage resource={records} fixedQuery={query} /> }];
}
