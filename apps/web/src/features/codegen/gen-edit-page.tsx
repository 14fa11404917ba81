import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GenColumn, GenTable, GenTableUpdate } from '@cniot/contract/tools/codegen';
import { MENU_DIRS } from '@cniot/contract/manifest/menus';
import { SubPageHeader } from '../../components/sub-page-header.tsx';
import { feedback } from '../../lib/feedback.ts';
import { useClosePage } from '../../routing/use-close-page.ts';
import { useRouteParams } from '../../routing/use-current-route.ts';
import { getGenTable, saveGenTable } from './codegen-api.ts';
import { ColumnTable } from './column-table.tsx';

type Settings = Omit<GenTable, 'tableName' | 'tableComment'>;
const TEXT_FIELDS = ['resourceName', 'title', 'permPrefix', 'apiPath', 'menuIcon'] as const;

const toUpdate = ({ columnId, fieldName, label, zodType, required, isList, searchOp, isForm, isSort, isExport, widget, dictType }: GenColumn) => ({
  columnId,
  fieldName,
  label,
  zodType,
  required,
  isList,
  searchOp,
  isForm,
  isSort,
  isExport,
  widget,
  dictType,
});

/** /tool/gen-edit/index/:tableId: the screen an imported table becomes, per table and per column. */
export default function GenEditPage() {
  const { t } = useTranslation();
  const close = useClosePage();
  const { tableId = '' } = useRouteParams();
  const { data } = useQuery({ queryKey: ['gen-table', tableId], queryFn: () => getGenTable(tableId), gcTime: 0 });
  const [form] = Form.useForm<Settings>();
  const [columns, setColumns] = useState<GenColumn[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!data) return;
    form.setFieldsValue(data.info);
    setColumns(data.rows);
  }, [data, form]);

  const change = (columnId: number, patch: Partial<GenColumn>) => setColumns((all) => all.map((c) => (c.columnId === columnId ? { ...c, ...patch } : c)));
  const save = async () => {
    const settings = await form.validateFields();
    setSaving(true);
    try {
      const body: GenTableUpdate = { ...settings, tableId: Number(tableId), columns: columns.map(toUpdate) };
      await saveGenTable(body);
      feedback().message.success(t('codegen.saved'));
      close('/tool/gen');
    } catch {
      setSaving(false);
    }
  };

  const label = (name: string) => t(`codegen.table.${name}`);
  return (
    <Space orientation="vertical" size="middle" className="list-page gen-edit" style={{ width: '100%' }}>
      <SubPageHeader title={`${t('menus.genEdit')}: ${data?.info.tableName ?? ''}`} onBack={() => close('/tool/gen')} />
      <Card title={t('codegen.tableSettings')} loading={!data}>
        <Form form={form} layout="inline" className="gen-table-form">
          {TEXT_FIELDS.map((name) => (
            <Form.Item key={name} name={name} label={label(name)} rules={[{ required: true }]} style={{ marginBottom: 12 }}>
              <Input style={{ width: 200 }} />
            </Form.Item>
          ))}
          <Form.Item name="menuParent" label={label('menuParent')} style={{ marginBottom: 12 }}>
            <Select style={{ width: 200 }} options={Object.keys(MENU_DIRS).map((key) => ({ value: key, label: t(`menus.${key}`) }))} />
          </Form.Item>
          <Form.Item name="scoped" label={label('scoped')} valuePropName="checked" style={{ marginBottom: 12 }}>
            <Switch disabled={!columns.some((c) => c.columnName === 'dept_id')} />
          </Form.Item>
        </Form>
      </Card>
      <Card title={t('codegen.columnSettings')} loading={!data}>
        <ColumnTable columns={columns} onChange={change} />
      </Card>
      <Space>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('common.save')}
        </Button>
        <Button onClick={() => close('/tool/gen')}>{t('common.back')}</Button>
      </Space>
    </Space>
  );
}
