import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { usePermission } from '../../components/permission.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { api } from '../../lib/request/http.ts';

const GOLD = '#faad14';

/** Stars or un-stars a station for the signed-in user (spec §3 agent favorites). */
export async function setFavorite(stationId: unknown, on: boolean): Promise<void> {
  await api.post('/iot/stationFavorite', { stationId, status: on ? '1' : '0' });
  void queryClient.invalidateQueries({ queryKey: ['list', 'stationFavorite'] });
}

/** The caller's star on a station: a toggle for users who may star (dealers), a mark for the others. */
export function FavoriteStar({ stationId, favorite }: { stationId: unknown; favorite: boolean }) {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const [on, setOn] = useState(favorite);
  const [busy, setBusy] = useState(false);
  if (!hasPermi(StationPerm.favorite.add)) return on ? <StarFilled style={{ color: GOLD }} /> : null;
  const label = t(`resources.station.actions.${on ? 'unfavorite' : 'favorite'}`);
  const toggle = async () => {
    setBusy(true);
    try {
      await setFavorite(stationId, !on);
      setOn(!on);
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={label}>
      <Button type="text" size="small" aria-label={label} loading={busy} onClick={toggle} icon={on ? <StarFilled style={{ color: GOLD }} /> : <StarOutlined />} />
    </Tooltip>
  );
}
