import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import Fuse from 'fuse.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../stores/session-store.ts';
import { menuTitle } from '../../i18n/menu-title.ts';
import { openMenu } from '../open-menu.ts';
import { homeNav } from '../sidebar/menu-tree.ts';
import { searchOptions, searchPool, type SearchItem } from './search-pool.ts';

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nav = sessionStore.use((s) => s.routes.nav);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchItem[]>([]);
  const fuse = useMemo(() => new Fuse(searchPool([homeNav, ...nav], (title) => menuTitle(t, title)), searchOptions), [nav, t]);

  const close = () => {
    setOpen(false);
    setResults([]);
  };

  if (!open)
    return <SearchOutlined className="navbar-item" aria-label={t('layout.search')} onClick={() => setOpen(true)} />;
  return (
    <Select
      className="header-search"
      autoFocus
      showSearch={{ filterOption: false, onSearch: (q) => setResults(q ? fuse.search(q).map((r) => r.item) : []) }}
      placeholder={t('layout.search')}
      options={results.map((r) => ({ value: r.path, label: r.title.join(' > ') }))}
      onBlur={close}
      onChange={(path: string) => {
        const item = results.find((r) => r.path === path);
        if (item) openMenu(navigate, { key: item.path, external: item.external, query: item.query });
        close();
      }}
      notFoundContent={null}
    />
  );
}
