import { useEffect, useRef, useState, type Key } from 'react';
import { Checkbox, Space, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps, OptionItem } from '../../components/list-page/resource.ts';
import { menuTitle } from '../../i18n/menu-title.ts';
import { keyedTree } from '../../lib/tree.ts';
import { menuTreeSelect } from './system-api.ts';

const allKeys = (nodes: OptionItem[]): Key[] => nodes.flatMap((n) => [n.value, ...allKeys(n.children ?? [])]);

/**
 * A role's menus and buttons as a checkable tree. Ticking a child sends its
 * half-ticked parents too (the server needs them to build the menu), while
 * the tree itself shows only what was ticked.
 */
export function MenuPermissionField({ value, onChange }: CustomFieldProps) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: ['menu-treeselect'], queryFn: menuTreeSelect }).data ?? [];
  const [checked, setChecked] = useState<Key[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const emitted = useRef<unknown>(undefined);

  useEffect(() => {
    if (value !== emitted.current) setChecked(Array.isArray(value) ? (value as Key[]) : []);
  }, [value]);

  const emit = (shown: Key[], half: Key[]) => {
    const next = [...shown, ...half].map(Number);
    emitted.current = next;
    setChecked(shown);
    onChange?.(next);
  };

  const keys = allKeys(tree);
  return (
    <div className="menu-permission">
      <Space>
        <Checkbox onChange={(e) => setExpanded(e.target.checked ? keys : [])}>{t('resources.role.expandAll')}</Checkbox>
        <Checkbox onChange={(e) => emit(e.target.checked ? keys : [], [])}>{t('resources.role.checkAll')}</Checkbox>
      </Space>
      <Tree
        checkable
        expandedKeys={expanded}
        onExpand={setExpanded}
        checkedKeys={checked}
        onCheck={(keys, info) => emit(Array.isArray(keys) ? keys : keys.checked, info.halfCheckedKeys ?? [])}
        treeData={keyedTree(
          tree,
          (n) => n.value,
          (n) => menuTitle(t, n.label),
        )}
        style={{ maxHeight: 320, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 4, padding: 4 }}
      />
    </div>
  );
}
