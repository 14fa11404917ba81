import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Result, Space, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useClosePage } from '../../routing/use-close-page.ts';
import { useRouteParams } from '../../routing/use-current-route.ts';
import { roleName, useLanguage } from '../../components/dict.tsx';
import { feedback } from '../../lib/feedback.ts';
import { formatTime } from '../../lib/format.ts';
import { getAuthRole, saveAuthRole } from './system-api.ts';
import { selectionLabels } from '../../i18n/antd-texts.tsx';

const field = (name: string) => `resources.role.fields.${name}`;

/** Which roles one user holds: tick and submit. */
export default function UserAuthRolePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const close = useClosePage();
  const { userId = '' } = useRouteParams();
  const { data, isLoading, error } = useQuery({ queryKey: ['auth-role', userId], queryFn: () => getAuthRole(userId), retry: false });
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setSelected((data?.roles ?? []).filter((r) => r.flag).map((r) => r.roleId)), [data]);

  const submit = async () => {
    setSaving(true);
    try {
      await saveAuthRole(Number(userId), selected);
      feedback().message.success(t('common.operationSuccess'));
      close('/system/user');
    } catch {
      setSaving(false);
    }
  };

  const roles = (data?.roles ?? []).map((r) => ({ ...r, roleName: roleName(lang, String(r.roleKey), String(r.roleName ?? '')) }));
  // A user the caller may not manage (outside their organizations): the server's refusal, not an empty form to submit.
  if (error) {
    return <Result className="list-page" status="warning" title={error.message} extra={<Button onClick={() => close('/system/user')}>{t('common.back')}</Button>} />;
  }

  return (
    <Space orientation="vertical" size="middle" className="list-page" style={{ width: '100%' }}>
      <Card title={t('userAuth.basicInfo')} loading={isLoading}>
        <Descriptions
          items={[
            { key: 'nickName', label: t('resources.user.fields.nickName'), children: String(data?.user.nickName ?? '') },
            { key: 'userName', label: t('resources.user.fields.userName'), children: String(data?.user.userName ?? '') },
          ]}
        />
      </Card>
      <Card title={t('userAuth.roles')}>
        <Table
          rowKey="roleId"
          loading={isLoading}
          dataSource={roles}
          rowSelection={{ ...selectionLabels(t, roles), selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          columns={[
            ...['roleId', 'roleName', 'roleKey'].map((name) => ({ key: name, dataIndex: name, title: t(field(name)) })),
            { key: 'createTime', dataIndex: 'createTime', title: t(field('createTime')), render: (v: unknown) => formatTime(v) },
          ]}
        />
        <Space>
          <Button type="primary" loading={saving} onClick={submit}>
            {t('common.submit')}
          </Button>
          <Button onClick={() => close('/system/user')}>{t('common.back')}</Button>
        </Space>
      </Card>
    </Space>
  );
}
