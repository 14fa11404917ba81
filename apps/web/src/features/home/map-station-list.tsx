import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FleetMap } from '@cniot/contract/stations/station-map';
import { dictLabel, useLanguage, type DictItem } from '../../components/dict.tsx';
import { formatNumber } from '../../lib/format.ts';
import { STATUS_COLORS } from './status-colors.ts';

/** Beyond this the list would only scroll: a spot holding more is a grid cell of a very large fleet, named by its count. */
const LIST_MAX = 200;

/** The stations of a cluster no zoom can split (plants at the very same coordinates), each opening its detail. */
export function MapStationList({ map, members, statuses, onOpen, onClose }: { map: FleetMap; members: number[]; statuses: DictItem[]; onOpen: (stationId: number) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const count = members.reduce((n, i) => n + map.stations[i], 0);
  return (
    <div className="fleet-map-list" role="dialog" aria-label={t('dashboard.stationsHere', { count: formatNumber(count, 0, lang) })}>
      <div className="fleet-map-list-head">
        <b>{t('dashboard.stationsHere', { count: formatNumber(count, 0, lang) })}</b>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('common.close')} onClick={onClose} />
      </div>
      <ul>
        {members.slice(0, LIST_MAX).map((i) => {
          const id = map.stationId[i];
          const dot = <i style={{ background: STATUS_COLORS[map.status[i]] }} />;
          return (
            <li key={id ?? `cell${i}`}>
              {id === null ? (
                <span>
                  {dot}
                  {t('dashboard.stationsHere', { count: formatNumber(map.stations[i], 0, lang) })}
                </span>
              ) : (
                <Button type="link" size="small" onClick={() => onOpen(id)} title={dictLabel(statuses, map.status[i])} data-status={map.status[i]}>
                  {dot}
                  {map.stationName[i]}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
