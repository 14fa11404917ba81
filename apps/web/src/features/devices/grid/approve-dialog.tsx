import { useState } from 'react';
import { Alert, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import type { ProtectionChange, ProtectionRule } from '@cniot/contract/grid-firmware/grid-profile';
import { Dialog } from '../../../components/dialog.tsx';
import type { ActionDialogProps } from '../../../components/list-page/resource.ts';
import { formatNumber } from '../../../lib/format.ts';
import { api } from '../../../lib/request/http.ts';
import { call } from '../../../lib/request/call.ts';

/**
 * The second approval of protection changes: every protection value changed since the profile was
 * last approved, old → new with the unit and the profile's limits, then the approval itself.
 */
export function ApproveDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const profile = rows[0];
  const [busy, setBusy] = useState(false);
  const { data, isFetching } = useQuery({
    queryKey: ['grid-approval', profile.profileId],
    queryFn: async () => (await api.get<R<ProtectionChange[]>>(`/iot/gridProfile/approval/${profile.profileId}`)).data,
    staleTime: 0,
  });
  const ruleText = (r: ProtectionRule | null, unit: string | null) => {
    if (!r) return t('devices.grid.approval.none');
    const n = (v: number | null) => (v === null ? '…' : formatNumber(v, 6));
    const u = unit ? ` ${unit}` : '';
    return `${n(r.value)}${u} (${t('devices.grid.approval.limits', { min: n(r.min), max: n(r.max) })})`;
  };
  const approve = async () => {
    setBusy(true);
    try {
      await call('POST /iot/gridProfile/approve/{profileId}', { profileId: String(profile.profileId) });
      onDone();
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      width={900}
      title={t('devices.grid.approval.title', { name: profile.profileName })}
      onCancel={onClose}
      onOk={approve}
      okText={t('resources.gridProfile.actions.approve')}
      okButtonProps={{ disabled: !data }}
      confirmLoading={busy}
      cancelText={t('common.cancel')}
    >
      <Alert type="warning" showIcon title={t('devices.grid.approval.intro')} />
      <Table<ProtectionChange>
        size="small"
        style={{ marginTop: 12 }}
        rowKey="configCode"
        loading={isFetching && !data}
        pagination={false}
        dataSource={data ?? []}
        locale={{ emptyText: t('devices.grid.approval.noChange') }}
        columns={[
          { key: 'configName', dataIndex: 'configName', title: t('resources.gridConfig.fields.configName'), render: (v: string, c) => <span title={c.configCode}>{v}</span> },
          { key: 'before', title: t('devices.grid.approval.before'), render: (_, c) => ruleText(c.before, c.unit) },
          { key: 'after', title: t('devices.grid.approval.after'), render: (_, c) => <strong>{ruleText(c.after, c.unit)}</strong> },
        ]}
      />
    </Dialog>
  );
}
