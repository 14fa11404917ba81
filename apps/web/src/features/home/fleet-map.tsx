import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Empty, Spin } from 'antd';
import { CompressOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { R } from '@cniot/contract/envelope';
import type { FleetMap as FleetMapData } from '@cniot/contract/stations/station-map';
import { HoverTooltip } from '../../components/hover-tooltip.tsx';
import { useDict } from '../../components/dict.tsx';
import { api } from '../../lib/request/http.ts';
import { stationDetailPath } from '../../routing/static-routes.ts';
import { detailFor, landAt, type Land } from './map-atlas.ts';
import { CELL_PX, clusterAt, levelOf, placesOf, type Cluster } from './map-clusters.ts';
import { MapMarker, radiusOf, useMarkerLabel } from './map-markers.tsx';
import { fitBox, fitView, toScreen, zoomLimits, type Size } from './map-projection.ts';
import { MapStationList } from './map-station-list.tsx';
import { useMapView, useSize } from './use-map-view.ts';

/** Where the stations are changes seldom; their status is also on the dashboard's figures, refreshed more often. */
const REFRESH_MS = 60_000;
/** Measured by bench/map.ts: from the map's mount to the first frame painted with land and stations. */
const FIRST_DRAW = 'fleet-map:first-draw';
const START = 'fleet-map:start';

/** The fleet on a map with land (Natural Earth), clustered at fleet scale; loaded only with the dashboard. */
export default function FleetMap() {
  const { t } = useTranslation();
  useState(() => {
    performance.mark(START);
    // The land is read while the stations are asked for.
    void landAt('110m');
  });
  const { data } = useQuery({
    queryKey: ['fleet-map'],
    queryFn: async () => (await api.get<R<FleetMapData>>('/iot/dashboard/map')).data!,
    refetchInterval: REFRESH_MS,
  });
  if (!data) return <Spin className="page-loading" />;
  if (!data.latitude.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noMap')} />;
  return <MapView map={data} />;
}

function MapView({ map }: { map: FleetMapData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const statuses = useDict('iot_station_system_status').iot_station_system_status;
  const labelOf = useMarkerLabel(statuses);
  const box = useRef<HTMLDivElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  const size = useSize(box);
  const places = useMemo(() => placesOf(map), [map]);
  const home = useCallback((s: Size) => fitView(places.x, places.y, s), [places]);
  const { view, handlers, dragged, zoomIn, zoomOut, reset, show } = useMapView(svg, size, home);
  const [land, setLand] = useState<Land | null>(null);
  const [listed, setListed] = useState<number[] | null>(null);
  const fine = view ? detailFor(view.k) === '50m' : false;
  const level = view ? levelOf(view.k) : 0;
  const clusters = useMemo(() => clusterAt(places, level), [places, level]);

  // The coarse land draws first; the fine one replaces it once a country fills the screen, and stays.
  useEffect(() => {
    let current = true;
    void landAt('110m').then((coarse) => {
      if (!current) return;
      setLand((l) => l ?? coarse);
      if (fine) void landAt('50m').then((l) => current && setLand(l));
    });
    return () => {
      current = false;
    };
  }, [fine]);

  const drawn = Boolean(land && view);
  useEffect(() => {
    // A timer queued from the next animation frame runs once that frame is painted.
    if (drawn) requestAnimationFrame(() => setTimeout(() => performance.getEntriesByName(FIRST_DRAW).length || performance.measure(FIRST_DRAW, START)));
  }, [drawn]);

  const activate = (c: Cluster) => {
    if (dragged.current || !size || !view) return;
    if (c.stationId !== null) return void navigate(stationDetailPath(c.stationId));
    const { max } = zoomLimits(size);
    const [x0, y0, x1, y1] = c.box;
    // Stations no zoom can set CELL_PX apart (the same coordinates, or a grid cell) are listed instead.
    if (Math.max(x1 - x0, y1 - y0) * max < CELL_PX || levelOf(view.k) >= levelOf(max)) return setListed(c.members);
    show(fitBox(c.box, size, max));
  };

  return (
    <div className="fleet-map-box" ref={box}>
      {view && size && (
        <svg ref={svg} className="fleet-map" width={size.width} height={size.height} role="application" aria-label={`${t('dashboard.map')}. ${t('dashboard.mapKeys')}`} tabIndex={0} {...handlers}>
          <rect width={size.width} height={size.height} className="fleet-map-sea" />
          {land && (
            <g transform={`matrix(${view.k} 0 0 ${view.k} ${view.x} ${view.y})`} data-detail={land.detail}>
              <path className="fleet-map-land" d={land.countries} />
              <path className="fleet-map-border" d={land.borders} />
              <path className="fleet-map-coast" d={land.coast} />
            </g>
          )}
          {clusters.map((c) => {
            const at = toScreen([c.x, c.y], view);
            const r = radiusOf(c.count);
            if (at[0] < -r || at[1] < -r || at[0] > size.width + r || at[1] > size.height + r) return null;
            return <MapMarker key={`${c.members[0]}:${c.count}`} cluster={c} at={at} label={labelOf(c)} onActivate={() => activate(c)} />;
          })}
        </svg>
      )}
      <div className="fleet-map-controls">
        <HoverTooltip title={t('dashboard.zoomIn')}>
          <Button size="small" icon={<PlusOutlined />} aria-label={t('dashboard.zoomIn')} onClick={zoomIn} />
        </HoverTooltip>
        <HoverTooltip title={t('dashboard.zoomOut')}>
          <Button size="small" icon={<MinusOutlined />} aria-label={t('dashboard.zoomOut')} onClick={zoomOut} />
        </HoverTooltip>
        <HoverTooltip title={t('dashboard.showAll')}>
          <Button size="small" icon={<CompressOutlined />} aria-label={t('dashboard.showAll')} onClick={reset} />
        </HoverTooltip>
      </div>
      {listed && <MapStationList map={map} members={listed} statuses={statuses} onOpen={(id) => navigate(stationDetailPath(id))} onClose={() => setListed(null)} />}
    </div>
  );
}
