import { useEffect, useState, type Key } from 'react';
import { Form, Input, Select, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import { useDict } from '../../components/dict.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { keyedTree } from '../../lib/tree.ts';
import { roleDeptTree, saveDataScope } from './system-api.ts';

/** Data scope '2': the organizations are picked by hand. */
const CUSTOM = '2';
const field = (name: string) => `resources.role.fields.${name}`;

/** Which rows a role's users see: all, custom organizations, their own, their own and below, or only their own records. */
export function DataScopeDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const role = rows[0];
  const { sys_data_scope: scopes } = useDict('sys_data_scope');
  const { data } = useQuery({ queryKey: ['role-dept-tree', role.roleId], queryFn: () => roleDeptTree(role.roleId) });
  const [scope, setScope] = useState(String(role.dataScope ?? '1'));
  const [checked, setChecked] = useState<Key[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setChecked(data?.checkedKeys ?? []), [data]);

  const submit = async () => {
    setSaving(true);
    try {
      await saveDataScope({ roleId: role.roleId, dataScope: scope, deptIds: scope === CUSTOM ? checked.map(Number) : [] });
      onDone();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog open title={t('resources.role.actions.dataScope')} onOk={submit} confirmLoading={saving} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Form labelCol={{ flex: '110px' }}>
        <Form.Item label={t(field('roleName'))}>
          <Input value={String(role.roleName ?? '')} disabled />
        </Form.Item>
        <Form.Item label={t(field('roleKey'))}>
          <Input value={String(role.roleKey ?? '')} disabled />
        </Form.Item>
        <Form.Item label={t(field('dataScope'))}>
          <Select value={scope} onChange={setScope} allowClear={false} options={scopes.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
        {scope === CUSTOM && (
          <Form.Item label={t('resources.role.deptScope')}>
            <Tree
              checkable
              checkStrictly
              defaultExpandAll
              checkedKeys={checked}
              onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
              treeData={keyedTree(
                data?.depts ?? [],
                (n) => n.value,
                (n) => n.label,
              )}
            />
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
