import { Link } from 'react-router';
import type { Row } from '../../components/list-page/resource.ts';
import { formatNumber } from '../../lib/format.ts';
import { stationDetailPath } from '../../routing/static-routes.ts';

/** Cells the station screens share: a station's name opens its detail; figures are written the chosen language's way. */

export const stationLink =
  (idField = 'id') =>
  (row: Row) =>
    row[idField] ? <Link to={stationDetailPath(row[idField])}>{String(row.stationName ?? '')}</Link> : String(row.stationName ?? '');

/** The column titles carry the unit (W, Wh, kWp), so the figure is shown as it is, only grouped and rounded. */
export const numberCell = (field: string, digits = 0) => ({ render: (row: Row) => formatNumber(row[field], digits) });

/** Power, energy and capacity columns the station lists have in common. */
export const figureColumns = {
  capacity: numberCell('capacity', 2),
  currentPower: numberCell('currentPower'),
  dayWh: numberCell('dayWh'),
};
