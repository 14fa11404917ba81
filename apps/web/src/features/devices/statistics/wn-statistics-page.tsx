import { useState } from 'react';
import { Card, Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../../components/list-page/resource-page.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { wnSource } from '../device-sources.ts';
import { GenerationChart } from './generation-chart.tsx';
import wnStatistics from './wn-statistics-resource.tsx';

/** Inverter statistics (iot/statistics/index): pick an inverter, see its energy per period and its reports. */
export default function StatisticsPage() {
  const { t } = useTranslation();
  const [wnId, setWnId] = useState<string>();
  return (
    <div className="list-page">
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="inline">
          {/* A Form.Item without a name does not tie its label to the control: the select carries it itself. */}
          <Form.Item label={t('resources.wnStatistics.fields.wnId')}>
            <RemoteSelect
              {...wnSource}
              aria-label={t('resources.wnStatistics.fields.wnId')}
              value={wnId}
              onChange={(v: string | undefined) => setWnId(v)}
              placeholder={t('devices.searchWn')}
              style={{ width: 260 }}
            />
          </Form.Item>
        </Form>
      </Card>
      {wnId ? (
        <>
          <GenerationChart wnId={wnId} />
          {/* Keyed by inverter: a new one starts from page one with an empty search. */}
          <ResourcePage key={wnId} resource={wnStatistics} fixedQuery={{ wnId }} />
        </>
      ) : (
        <Empty description={t('resources.wnStatistics.chooseWn')} />
      )}
    </div>
  );
}
