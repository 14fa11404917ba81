import { Alert, Card, Col, Descriptions, Image, Progress, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SystemStatus } from '@cniot/contract/stations/station';
import { DC_AC_RANGE } from '@cniot/contract/stations/station-detail';
import { DictTag, useDict, useLanguage } from '../../../components/dict.tsx';
import { fileUrl } from '../../../lib/files.ts';
import { formatEnergy, formatInstant, formatNumber, formatPercent, formatPower } from '../../../lib/format.ts';
import { FavoriteStar } from '../favorite-star.tsx';
import type { StationDetail } from './station-queries.ts';

/**
 * What the station is and does now: power against capacity (the true share:
 * above 100 % the ring turns red instead of stopping at 100 %), the bound
 * inverters' rating against the capacity, energy of its day, month, year and
 * since the platform first saw it, its devices' connection, who installed it.
 */
export function StationOverview({ station: s }: { station: StationDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dicts = useDict('iot_station_status', 'iot_station_system_status');
  const field = (name: string) => t(`resources.station.fields.${name}`);
  const detail = (name: string) => t(`resources.station.detail.${name}`);
  const n = s.network;
  const ratio = s.powerRatio ?? 0;
  const dcAc = s.dcAcRatio;
  const mismatch = dcAc !== null && (dcAc < DC_AC_RANGE.min || dcAc > DC_AC_RANGE.max);
  const installer = s.installer ? [s.installer.deptName, s.installer.leader, s.installer.phone, s.installer.email].filter(Boolean).join(' · ') : '';

  const figures = [
    { key: 'capacity', title: field('capacity'), value: formatNumber(s.capacity, 2, lang) },
    { key: 'ratedPowerW', title: detail('ratedPower'), value: `${formatPower(s.ratedPowerW, lang)}${dcAc === null ? '' : ` · DC/AC ${formatNumber(dcAc, 2, lang)}`}` },
    { key: 'dayWh', title: t('dashboard.today'), value: formatEnergy(s.dayWh, lang) },
    { key: 'monthWh', title: detail('monthWh'), value: formatEnergy(s.monthWh, lang) },
    { key: 'yearWh', title: detail('yearWh'), value: formatEnergy(s.yearWh, lang) },
    { key: 'totalWh', title: detail('recordedWh'), value: formatEnergy(s.totalWh, lang) },
    { key: 'prDay', title: field('prDay'), value: s.prDay === null ? '—' : formatPercent(s.prDay, lang) },
    { key: 'prMonth', title: field('prMonth'), value: s.prMonth === null ? '—' : formatPercent(s.prMonth, lang) },
  ];
  const items = [
    { key: 'network', label: detail('network'), children: `${detail('online')} ${n.online} · ${detail('offline')} ${n.offline} · ${detail('notReporting')} ${n.notReporting} / ${n.total}` },
    { key: 'installer', label: detail('installer'), children: installer },
    { key: 'companyName', label: field('companyName'), children: s.companyName ?? '' },
    { key: 'stationAddress', label: field('stationAddress'), children: s.stationAddress ?? '' },
    { key: 'timeZone', label: field('timeZone'), children: `${s.timeZone} (UTC${s.offset})` },
    {
      key: 'coordinates',
      label: `${field('latitude')} / ${field('longitude')}`,
      children: s.latitude != null && s.longitude != null ? `${formatNumber(s.latitude, 4, lang)}, ${formatNumber(s.longitude, 4, lang)}` : '',
    },
    { key: 'user', label: field('userNickName'), children: [s.userNickName, s.userEmail].filter(Boolean).join(' · ') },
    { key: 'lastDataTime', label: detail('lastDataTime'), children: formatInstant(s.lastDataTime, s.timeZone, lang) },
  ];

  return (
    <Card size="small" className="station-overview">
      <Row gutter={[24, 16]} wrap>
        <Col flex="200px">{s.imgUrl ? <Image width={200} height={140} style={{ objectFit: 'cover' }} src={fileUrl(s.imgUrl)} /> : <div className="station-image-empty" />}</Col>
        <Col flex="auto">
          <Space wrap align="center" className="station-title">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {s.stationName}
            </Typography.Title>
            <FavoriteStar key={String(s.favorite)} stationId={s.id} favorite={s.favorite} />
            <DictTag items={dicts.iot_station_status} value={s.status} />
            {/* Under construction is already what the build status says. */}
            {s.systemStatus !== SystemStatus.underConstruction && <DictTag items={dicts.iot_station_system_status} value={s.systemStatus} />}
          </Space>
          <Row gutter={[24, 12]} align="middle" className="station-figures">
            <Col>
              <Space align="center">
                <Progress
                  type="circle"
                  size={72}
                  percent={Math.min(100, Math.round(ratio * 100))}
                  status={ratio > 1 ? 'exception' : 'normal'}
                  format={() => formatPercent(ratio, lang)}
                  aria-label={detail('powerRatio')}
                />
                <Statistic className="station-power" title={t('dashboard.power')} value={formatPower(s.currentPower, lang)} />
              </Space>
            </Col>
            {figures.map((f) => (
              <Col key={f.key}>
                <Statistic title={f.title} value={f.value} />
              </Col>
            ))}
          </Row>
          {mismatch && (
            <Alert
              type="warning"
              showIcon
              className="station-rating-mismatch"
              style={{ marginTop: 12 }}
              title={t('dashboard.reasons.dcAcRatio', { ratio: formatNumber(dcAc, 2, lang), min: formatNumber(DC_AC_RANGE.min, 1, lang), max: formatNumber(DC_AC_RANGE.max, 1, lang) })}
            />
          )}
        </Col>
      </Row>
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} style={{ marginTop: 16 }} />
    </Card>
  );
}
