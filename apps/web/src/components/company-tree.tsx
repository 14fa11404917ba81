import { useMemo, useState } from 'react';
import { Input, Tree, TreeSelect } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import { api } from '../lib/request/http.ts';
import { keyedTree, toTreeOptions, treeKeys, type LabelTree, type TreeOption } from '../lib/tree.ts';
import { clearable } from '../i18n/antd-texts.tsx';

export const companyTreeQuery = {
  queryKey: ['companyTree'],
  queryFn: async () => toTreeOptions((await api.get<R<LabelTree[]>>('/system/user/companyTree')).data),
  staleTime: 60_000,
};

/** Nodes whose name matches, with everything below them, and the path down to them. */
export function filterTree(nodes: TreeOption[], keyword: string): TreeOption[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return nodes;
  return nodes.flatMap((n) => {
    if (n.title.toLowerCase().includes(k)) return [n];
    const children = filterTree(n.children ?? [], keyword);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** The organization tree with a search box; selecting a node filters whatever sits beside it. */
export function CompanyTree({ onSelect }: { onSelect: (id: number | string | undefined) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const tree = useQuery(companyTreeQuery).data;
  const shown = useMemo(() => filterTree(tree ?? [], keyword), [tree, keyword]);
  return (
    <div className="company-tree">
      <Input prefix={<SearchOutlined />} placeholder={t('companyTree.search')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <Tree
        key={`${keyword}:${shown.length}`}
        blockNode
        defaultExpandedKeys={treeKeys(shown)}
        treeData={keyedTree(
          shown,
          (n) => n.value,
          (n) => n.title,
        )}
        onSelect={(keys) => onSelect(keys[0] as number | string | undefined)}
      />
    </div>
  );
}

/** The same tree as a form input (an organization field). */
export function CompanyTreeSelect(props: { value?: unknown; onChange?: (v: unknown) => void; placeholder?: string }) {
  const { t } = useTranslation();
  const tree = useQuery(companyTreeQuery).data;
  return <TreeSelect {...props} allowClear={clearable(t)} showSearch treeNodeFilterProp="title" treeDefaultExpandAll treeData={tree} />;
}
