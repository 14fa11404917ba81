import { Link } from 'react-router';
import type { Row } from '../../components/list-page/resource.ts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { stationDetailPath } from '../../routing/static-routes.ts';

/** Cells the station screens share: a station's name opens its detail; figures are written the chosen language's way. */

export const stationLink =
  (idField = 'id') =>
  (row: Row) =>
    row[idField] ? <Link to={stationDetailPath(row[idField])}>{String(row.stationName ?? '')}</Link> : String(row.stationName ?? '');

/** The column titles carry the unit (W, Wh, kWp), so the figure is shown as it is, only grouped and rounded. */
export const numberCell = (field: string, digits = 0) => ({ render: (row: Row) => formatNumber(row[field], digits) });

/** A performance ratio; a dash where none can be computed (no coordinates, no capacity, no completed day). */
export const ratioCell = (field: string) => ({ render: (row: Row) => (row[field] === null || row[field] === undefined ? '—' : formatPercent(row[field])) });

/** Power, energy and capacity columns the station lists have in common. */
export const figureColumns = {
  capacity: numberCell('capacity', 2),
  currentPower: numberCell('currentPower'),
  dayWh: numberCell('dayWh'),
};

/** A figure only a meter gives: "—" for a station without one (the server sends null), not an empty cell or 0. */
const meteredCell = (format: (v: unknown) => string) => (field: string) => ({ render: (row: Row) => (row[field] === null || row[field] === undefined ? '—' : format(row[field])) });

/** Today's consumption, export and self-sufficiency of the stations with a meter. */
export const balanceColumns = {
  dayConsumptionWh: meteredCell((v) => formatNumber(v, 0))('dayConsumptionWh'),
  dayExportWh: meteredCell((v) => formatNumber(v, 0))('dayExportWh'),
  daySelfSufficiency: meteredCell((v) => formatPercent(v))('daySelfSufficiency'),
};
