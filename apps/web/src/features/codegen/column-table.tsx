import { AutoComplete, Checkbox, Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GEN_SEARCH_OPS, GEN_WIDGETS, ZOD_TYPES, type GenColumn } from '@cniot/contract/tools/codegen';
import { dictTypeNames } from './codegen-api.ts';

type Flag = 'required' | 'isList' | 'isForm' | 'isSort' | 'isExport';
const FLAGS: Flag[] = ['required', 'isList', 'isForm', 'isSort', 'isExport'];

interface Props {
  columns: GenColumn[];
  onChange: (columnId: number, patch: Partial<GenColumn>) => void;
}

/** Every column of the table, one row each, its screen settings edited in place. */
export function ColumnTable({ columns, onChange }: Props) {
  const { t } = useTranslation();
  const { data: dicts = [] } = useQuery({ queryKey: ['gen-dict-types'], queryFn: dictTypeNames });
  const title = (name: string) => t(`codegen.column.${name}`);
  const text = (name: 'fieldName' | 'label', width: number) => ({
    key: name,
    title: title(name),
    width,
    render: (_: unknown, c: GenColumn) => <Input aria-label={`${name} ${c.columnName}`} value={c[name]} onChange={(e) => onChange(c.columnId, { [name]: e.target.value })} />,
  });
  const table: ColumnsType<GenColumn> = [
    { key: 'columnName', dataIndex: 'columnName', title: title('columnName'), width: 140, fixed: 'left' },
    { key: 'dbType', dataIndex: 'dbType', title: title('dbType'), width: 150, ellipsis: true },
    text('fieldName', 150),
    text('label', 170),
    {
      key: 'zodType',
      title: title('zodType'),
      width: 120,
      render: (_, c) => <Select value={c.zodType} style={{ width: '100%' }} onChange={(zodType) => onChange(c.columnId, { zodType })} options={ZOD_TYPES.map((v) => ({ value: v, label: v }))} />,
    },
    ...FLAGS.map((flag) => ({
      key: flag,
      title: title(flag),
      width: 80,
      align: 'center' as const,
      render: (_: unknown, c: GenColumn) => <Checkbox aria-label={`${flag} ${c.columnName}`} checked={c[flag]} onChange={(e) => onChange(c.columnId, { [flag]: e.target.checked })} />,
    })),
    {
      key: 'searchOp',
      title: title('searchOp'),
      width: 130,
      render: (_, c) => (
        <Select
          value={c.searchOp}
          style={{ width: '100%' }}
          onChange={(searchOp) => onChange(c.columnId, { searchOp })}
          options={GEN_SEARCH_OPS.map((v) => ({ value: v, label: t(`codegen.searchOps.${v || 'none'}`) }))}
        />
      ),
    },
    {
      key: 'widget',
      title: title('widget'),
      width: 140,
      render: (_, c) => (
        <Select
          value={c.widget}
          style={{ width: '100%' }}
          onChange={(widget) => onChange(c.columnId, { widget })}
          options={[{ value: '', label: t('codegen.widgetDefault') }, ...GEN_WIDGETS.map((v) => ({ value: v, label: v }))]}
        />
      ),
    },
    {
      key: 'dictType',
      title: title('dictType'),
      width: 180,
      render: (_, c) => (
        <AutoComplete
          aria-label={`dictType ${c.columnName}`}
          value={c.dictType}
          style={{ width: '100%' }}
          onChange={(dictType: string) => onChange(c.columnId, { dictType })}
          options={dicts.map((d) => ({ value: d.dictType, label: `${d.dictType} (${d.dictName})` }))}
          filterOption={(input, option) => String(option?.value ?? '').includes(input)}
        />
      ),
    },
  ];
  return <Table className="gen-columns" rowKey="columnName" size="small" pagination={false} dataSource={columns} columns={table} scroll={{ x: 1700 }} />;
}
