import { lazy, Suspense } from 'react';
import { Card, Col, Row, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import type { FleetDashboard as Dashboard } from '@cniot/contract/stations/station-dashboard';
import { useLanguage } from '../../components/dict.tsx';
import { formatInstant } from '../../lib/format.ts';
import { api } from '../../lib/request/http.ts';
import { AttentionList } from './attention-list.tsx';
import { FleetFigures } from './fleet-figures.tsx';
import { FleetStatus } from './fleet-status.tsx';
import { LowestPerformance } from './lowest-performance.tsx';

/**
 * The server refreshes a station's summary seconds after its devices report
 * (and every station each minute); the answer is a few aggregates, so asking
 * this often keeps the home page close to the fleet at little cost.
 */
const REFRESH_MS = 15_000;
/** The map, its drawing code and the atlas load only once the dashboard shows. */
const FleetMap = lazy(() => import('./fleet-map.tsx'));

/** The fleet the user sees (the server scopes it: a dealer sees its own): power, energy, statuses, what needs attention, where the stations are. */
export function FleetDashboard() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: d } = useQuery({
    queryKey: ['fleet-dashboard'],
    queryFn: async () => (await api.get<R<Dashboard>>('/iot/dashboard')).data!,
    refetchInterval: REFRESH_MS,
  });
  if (!d) return <Spin className="page-loading" />;

  return (
    <div className="fleet-dashboard">
      {d.refreshedAt && (
        <Typography.Text type="secondary" className="fleet-refreshed">
          {t('dashboard.refreshedAt', { time: formatInstant(d.refreshedAt, undefined, lang) })}
        </Typography.Text>
      )}
      <FleetFigures d={d} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={9}>
          <FleetStatus d={d} />
        </Col>
        <Col xs={24} xl={15}>
          <Card size="small" title={t('dashboard.map')}>
            <Suspense fallback={<Spin className="page-loading" />}>
              <FleetMap />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={15}>
          <AttentionList stations={d.attention} />
        </Col>
        <Col xs={24} xl={9}>
          <LowestPerformance stations={d.lowestPerformance} />
        </Col>
      </Row>
    </div>
  );
}
