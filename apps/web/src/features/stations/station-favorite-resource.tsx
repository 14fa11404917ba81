import { StarOutlined } from '@ant-design/icons';
import { stationFavoriteManifest } from '@cniot/contract/stations/station-favorite';
import { StationPerm } from '@cniot/contract/stations/station-permissions';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { setFavorite } from './favorite-star.tsx';
import { figureColumns, stationLink } from './station-cells.tsx';

/** Favorite plants: the signed-in user's starred stations, each a way into its detail. */
export default manifestResource(stationFavoriteManifest, {
  columns: { ...figureColumns, stationName: { render: stationLink('stationId') } },
  rowActions: [{ key: 'unfavorite', icon: <StarOutlined />, permission: StationPerm.favorite.add, run: ([row]) => setFavorite(row.stationId, false) }],
});
