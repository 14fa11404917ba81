import { Descriptions, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag, useDict } from '../../../components/dict.tsx';
import type { Row } from '../../../components/list-page/resource.ts';
import { PeerFigures, PeerRatio } from '../../../components/peer-figures.tsx';
import { formatTime, formatValue } from '../../../lib/format.ts';
import { scaled } from '../units.ts';
import { liveItems, pvInputs, runState, type PvInput } from './live-values.ts';

const INFO = ['wnId', 'stationName', 'companyName', 'power', 'softwareVersion', 'hardwareVersion', 'modelVersion', 'wifiVersion', 'configVersion', 'serialNum', 'pdMonth', 'period', 'ipUrl'];
const TIMES = ['bindingTime', 'lastDataTime', 'createTime'];
const STATE_COLORS = { running: 'success', stopped: 'default', fault: 'error' } as const;

/** The inverter's and its inputs' judgements against their peers (server: wn-peers.ts). */
interface Judgements {
  mi?: unknown;
  pv?: Record<string, { ratio?: number }>;
}

/** What the inverter is and what it last sent: device record, live values, DC inputs. */
export function WnOverview({ device }: { device: Row }) {
  const { t } = useTranslation();
  const dicts = useDict('iot_wn_type', 'iot_wn_model', 'iot_wn_status');
  const field = (name: string) => t(`resources.wn.fields.${name}`);
  const values = device.lastValues as Row | null;
  const state = runState(values);
  const peers = (device.againstPeers ?? {}) as Judgements;

  const info = [
    ...INFO.map((name) => ({ key: name, label: field(name), children: formatValue(device[name]) })),
    { key: 'wnType', label: field('wnType'), children: <DictTag items={dicts.iot_wn_type} value={device.wnType} /> },
    { key: 'wnModel', label: field('wnModel'), children: <DictTag items={dicts.iot_wn_model} value={device.wnModel} /> },
    { key: 'status', label: field('status'), children: <DictTag items={dicts.iot_wn_status} value={device.status} /> },
    ...TIMES.map((name) => ({ key: name, label: field(name), children: formatTime(device[name]) })),
    { key: 'againstPeers', label: t('peers.label'), span: 'filled' as const, children: <PeerFigures judgement={peers.mi} /> },
    ...(device.privateKey ? [{ key: 'privateKey', label: field('privateKey'), children: <code>{String(device.privateKey)}</code> }] : []),
  ];
  const live = [
    ...(state ? [{ key: 'state', label: t('devices.live.state'), children: <Tag color={STATE_COLORS[state]}>{t(`devices.runState.${state}`)}</Tag> }] : []),
    ...liveItems(values).map((i) => ({ key: i.key, label: t(`devices.live.${i.key}`), children: i.text })),
  ];
  const pv = pvInputs(values);

  return (
    <>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={info} />
      <Descriptions
        className="live-values"
        title={t('devices.live.title')}
        extra={device.lastDataTime ? t('devices.live.at', { time: formatTime(device.lastDataTime) }) : undefined}
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={live}
        style={{ marginTop: 16 }}
      />
      {!live.length && <Empty description={t('devices.live.none')} />}
      {pv.length > 0 && (
        <Table<PvInput>
          size="small"
          rowKey="port"
          dataSource={pv}
          pagination={false}
          style={{ marginTop: 16 }}
          columns={[
            { key: 'port', dataIndex: 'port', title: t('devices.pv.port'), render: (p: number) => `PV${p}` },
            { key: 'v', title: t('devices.pv.voltage'), render: (_, r) => scaled(r.v, 1, 'V', 1) },
            { key: 'i', title: t('devices.pv.current'), render: (_, r) => scaled(r.i, 1, 'A', 2) },
            { key: 'p', title: t('devices.pv.power'), render: (_, r) => scaled(r.p, 1, 'W', 1) },
            { key: 'dayWh', title: t('devices.pv.dayEnergy'), render: (_, r) => scaled(r.dayWh, 0.001, 'kWh', 3) },
            { key: 'totalWh', title: t('devices.pv.totalEnergy'), render: (_, r) => scaled(r.totalWh, 0.001, 'kWh', 2) },
            { key: 'againstPeers', title: t('peers.label'), render: (_, r) => <PeerRatio ratio={peers.pv?.[r.port]?.ratio} /> },
          ]}
        />
      )}
    </>
  );
}
