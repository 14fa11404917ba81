import { dealerFavoriteManifest } from '@cniot/contract/stations/station-favorite';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { figureColumns, stationLink } from './station-cells.tsx';

/** Dealer favorite plants: who in the organizations the user sees starred which station, and whether the star still stands. */
export default manifestResource(dealerFavoriteManifest, {
  columns: { ...figureColumns, stationName: { render: stationLink('stationId') } },
  search: { deptId: { type: 'companyTree' } },
});
