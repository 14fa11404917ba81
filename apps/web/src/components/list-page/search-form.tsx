import { memo } from 'react';
import { Button, Checkbox, Form, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input.tsx';
import { searchParams } from './list-params.ts';
import { resourceKey } from './resource-keys.ts';
import type { Row, SearchField } from './resource.ts';

interface Props {
  resource: string;
  fields: SearchField[];
  onSearch: (params: Row) => void;
  onReset: () => void;
  /** Offer "current organization only" (the list's rows belong to organizations). */
  currentDeptOnly?: boolean;
}

/** Drawn again only when its own props change, not when the list's rows arrive or its selection changes. */
export const SearchForm = memo(function SearchForm({ resource, fields, onSearch, onReset, currentDeptOnly }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <Form form={form} layout="inline" className="search-form" onFinish={(values: Row) => onSearch({ ...searchParams(values, fields), currentDeptOnly: values.currentDeptOnly ? '1' : undefined })}>
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name} label={t(resourceKey.field(resource, f.name))}>
          <FieldInput resource={resource} field={f} />
        </Form.Item>
      ))}
      {currentDeptOnly && (
        <Form.Item name="currentDeptOnly" valuePropName="checked">
          <Checkbox>{t('list.currentDeptOnly')}</Checkbox>
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('list.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            {t('list.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
});
