import { useState } from 'react';
import { Form, Input, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { importTables, listDbTables } from './codegen-api.ts';
import { selectionLabels } from '../../i18n/antd-texts.tsx';

const field = (name: string) => `resources.genTable.fields.${name}`;

/** The database's tables that have no screen yet: pick some and import them. */
export function ImportDialog({ onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState({ tableName: '', tableComment: '' });
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const query = useDebounced(filter, 300);
  const { data, isFetching } = useQuery({ queryKey: ['gen-db-tables', query, page], queryFn: () => listDbTables({ ...query, ...page }) });

  const submit = async () => {
    setSaving(true);
    try {
      await importTables(selected);
      onDone();
    } catch {
      setSaving(false);
    }
  };

  const filterBy = (key: keyof typeof filter, value: string) => {
    setFilter({ ...filter, [key]: value });
    setPage({ ...page, pageNum: 1 });
  };
  const search = (key: keyof typeof filter) => (
    <Form.Item label={t(field(key))}>
      <Input allowClear value={filter[key]} onChange={(e) => filterBy(key, e.target.value)} />
    </Form.Item>
  );

  return (
    <Dialog
      open
      width={800}
      title={t('codegen.importTitle')}
      onOk={submit}
      okButtonProps={{ disabled: !selected.length }}
      confirmLoading={saving}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
    >
      <Typography.Paragraph type="secondary">{t('codegen.importHint')}</Typography.Paragraph>
      <Form layout="inline" style={{ marginBottom: 12 }}>
        {search('tableName')}
        {search('tableComment')}
      </Form>
      <Table
        className="gen-import-table"
        rowKey="tableName"
        size="small"
        loading={isFetching}
        dataSource={data?.rows ?? []}
        rowSelection={{ ...selectionLabels(t, data?.rows), selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        onRow={(row) => ({ onClick: () => setSelected(selected.includes(row.tableName) ? selected.filter((n) => n !== row.tableName) : [...selected, row.tableName]) })}
        columns={(['tableName', 'tableComment'] as const).map((name) => ({ key: name, dataIndex: name, title: t(field(name)) }))}
        pagination={{ current: page.pageNum, pageSize: page.pageSize, total: data?.total ?? 0, onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }) }}
      />
    </Dialog>
  );
}
