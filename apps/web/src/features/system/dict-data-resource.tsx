import { LIST_CLASSES, dictDataCreate } from '@cniot/contract/dict';
import { Perm } from '@cniot/contract/permissions';
import { DictTag } from '../../components/dict.tsx';
import { defineResource } from '../../components/list-page/resource.ts';
import { dropDictCache } from './dict-type-resource.tsx';

const status = { dict: 'sys_normal_disable' };

/** The entries of one dictionary type (fixed by the page). */
export default defineResource({
  name: 'dictData',
  api: '/system/dict/data',
  rowKey: 'dictCode',
  labelField: 'dictLabel',
  perms: Perm.dict,
  schema: dictDataCreate,
  sort: ['dictSort', 'dictCode', 'dictLabel', 'dictValue'],
  columns: [
    { name: 'dictCode', width: 90 },
    {
      name: 'dictLabel',
      render: (row) => (
        <DictTag items={[{ value: '_', label: String(row.dictLabel), listClass: row.listClass as string, cssClass: row.cssClass as string }]} value="_" />
      ),
    },
    { name: 'dictValue' },
    { name: 'dictSort' },
    { name: 'isDefault', options: { dict: 'sys_yes_no' }, hidden: true },
    { name: 'status', options: status },
    { name: 'remark', ellipsis: true },
    { name: 'createTime', type: 'datetime' },
  ],
  search: [{ name: 'dictLabel' }, { name: 'status', type: 'select', options: status }],
  form: [
    { name: 'dictType', props: { disabled: true } },
    { name: 'dictLabel' },
    { name: 'dictValue' },
    { name: 'cssClass' },
    { name: 'dictSort', type: 'number', initial: 0 },
    { name: 'listClass', type: 'select', options: { values: LIST_CLASSES }, initial: 'default' },
    { name: 'isDefault', type: 'radio', options: { dict: 'sys_yes_no' }, initial: 'N' },
    { name: 'status', type: 'radio', options: status, initial: '0' },
    { name: 'remark', type: 'textarea', wide: true },
  ],
  onChanged: dropDictCache,
});
