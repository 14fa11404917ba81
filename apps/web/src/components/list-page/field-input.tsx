import { lazy, Suspense } from 'react';
import { Cascader, DatePicker, Input, InputNumber, Radio, Select, Spin, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompanyTreeSelect } from '../company-tree.tsx';
import { IconSelect } from '../icon-select.tsx';
import { RemoteSelect } from '../remote-select.tsx';
import { FileUpload } from '../upload/file-upload.tsx';
import { ImageUpload } from '../upload/image-upload.tsx';
import { resourceKey } from './resource-keys.ts';
import type { FieldType, OptionItem, Options, RemoteSource } from './resource.ts';
import { useOptions } from './use-options.ts';
import { clearable } from '../../i18n/antd-texts.tsx';

const RichEditor = lazy(() => import('../editor/rich-editor.tsx'));

interface TreeData {
  value: string | number;
  title: string;
  children?: TreeData[];
}

const toTree = (items: OptionItem[]): TreeData[] => items.map((i) => ({ value: i.value, title: i.label, children: i.children && toTree(i.children) }));

const SELECTS: FieldType[] = ['select', 'multiSelect', 'radio', 'date', 'dateRange', 'treeSelect', 'cascader', 'icon', 'companyTree', 'remoteSelect'];

interface Props {
  resource: string;
  field: { name: string; type?: FieldType; options?: Options; remote?: RemoteSource; props?: Record<string, unknown> };
  disabled?: boolean;
  /** Set by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** One input of a declared field: the type picks the control, the name its label and placeholder. */
export function FieldInput({ resource, field, ...rest }: Props) {
  const { t } = useTranslation();
  const options = useOptions(resource, field.name, field.options);
  const type = field.type ?? 'text';
  const label = t(resourceKey.field(resource, field.name));
  const placeholder = t(SELECTS.includes(type) ? 'form.select' : 'form.enter', { field: label });
  // Form.Item hands value/onChange to its direct child; the controls below take them as they are.
  const common: Record<string, unknown> = { ...rest, placeholder, ...field.props };

  switch (type) {
    case 'textarea':
      return <Input.TextArea rows={3} {...common} />;
    case 'password':
      return <Input.Password autoComplete="new-password" {...common} />;
    case 'number':
      return <InputNumber style={{ width: '100%' }} {...common} />;
    case 'select':
      return <Select options={options} {...common} />;
    case 'multiSelect':
      return <Select mode="multiple" options={options} {...common} />;
    case 'radio':
      return <Radio.Group options={options} {...common} />;
    case 'date':
      return <DatePicker style={{ width: '100%' }} {...common} />;
    case 'dateRange':
      // Either end may stay open; without it, rc-picker sent the focus back to an empty begin when Tab reached the end, a keyboard trap.
      return <DatePicker.RangePicker allowEmpty={[true, true]} {...common} placeholder={[t('form.begin'), t('form.end')]} />;
    case 'treeSelect':
      return <TreeSelect allowClear={clearable(t)} showSearch treeNodeFilterProp="title" treeData={toTree(options)} treeDefaultExpandAll {...common} />;
    case 'cascader':
      return <Cascader allowClear={clearable(t)} changeOnSelect options={options} {...common} />;
    case 'image':
      return <ImageUpload {...common} />;
    case 'file':
      return <FileUpload {...common} />;
    case 'editor':
      return (
        <Suspense fallback={<Spin />}>
          <RichEditor label={label} {...common} />
        </Suspense>
      );
    case 'icon':
      return <IconSelect {...common} />;
    case 'remoteSelect':
      return <RemoteSelect {...field.remote!} {...common} />;
    case 'companyTree':
      return <CompanyTreeSelect {...common} />;
    default:
      return <Input {...common} />;
  }
}
