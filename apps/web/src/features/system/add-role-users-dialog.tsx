import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { RemoteSelect } from '../../components/remote-select.tsx';
import { call } from '../../lib/request/call.ts';

/** Users without the role, found by name as one types; the chosen ones get it. */
export function AddRoleUsersDialog({ ctx, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const roleId = Number(ctx.query.roleId);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!userIds.length) return onClose();
    setSaving(true);
    try {
      await call('PUT /system/role/authUser/selectAll', { roleId, userIds });
      onDone();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog open title={t('resources.roleUser.actions.addUsers')} onOk={submit} confirmLoading={saving} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <RemoteSelect
        mode="multiple"
        style={{ width: '100%' }}
        url="/system/role/authUser/unallocatedList"
        params={{ roleId }}
        searchParam="userName"
        valueField="userId"
        labelField="userName"
        placeholder={t('resources.roleUser.searchUsers')}
        value={userIds}
        onChange={(v: number[]) => setUserIds(v)}
      />
    </Dialog>
  );
}
