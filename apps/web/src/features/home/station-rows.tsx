import type { ReactNode } from 'react';
import { Card, Empty } from 'antd';
import { Link } from 'react-router';
import { stationDetailPath } from '../../routing/static-routes.ts';

interface StationRow {
  stationId: number;
  stationName: string;
  companyName: string | null;
}

/**
 * A card of stations in the server's order, each linked to its detail with
 * its company, and what the list says about it after. Plain rows rather than
 * antd's List, which would bring its pager to the home page.
 */
export function StationRows<T extends StationRow>(p: { title: string; className: string; empty: string; stations: T[]; children: (s: T) => ReactNode }) {
  return (
    <Card size="small" title={p.title} className={p.className}>
      {p.stations.length ? (
        <ul>
          {p.stations.map((s) => (
            <li key={s.stationId}>
              <span className="attention-station">
                <Link to={stationDetailPath(s.stationId)}>{s.stationName}</Link>
                {s.companyName && <small>{s.companyName}</small>}
              </span>
              {p.children(s)}
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p.empty} />
      )}
    </Card>
  );
}
