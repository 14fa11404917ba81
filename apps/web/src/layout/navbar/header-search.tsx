import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import Fuse from 'fuse.js';
import { useTranslation } from 'react-i18next';
import { BarButton } from '../../components/bar-button.tsx';
import { useQuietNavigate } from '../../components/use-quiet-navigate.ts';
import { sessionStore } from '../../stores/session-store.ts';
import { menuTitle } from '../../i18n/menu-title.ts';
import { openMenu } from '../open-menu.ts';
import { homeNav } from '../sidebar/menu-tree.ts';
import { rankResults, searchOptions, searchPool, type SearchItem } from './search-pool.ts';

/** Wide enough for three levels of German menu titles. */
const SEARCH_POPUP_WIDTH = 440;

export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useQuietNavigate();
  const nav = sessionStore.use((s) => s.routes.nav);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchItem[]>([]);
  const fuse = useMemo(
    () =>
      new Fuse(
        searchPool([homeNav, ...nav], (title) => menuTitle(t, title)),
        searchOptions,
      ),
    [nav, t],
  );

  const close = () => {
    setOpen(false);
    setResults([]);
  };

  if (!open)
    return (
      <BarButton className="navbar-item" label={t('layout.search')} onClick={() => setOpen(true)}>
        <SearchOutlined />
      </BarButton>
    );
  return (
    <Select
      className="header-search"
      autoFocus
      showSearch={{
        filterOption: false,
        onSearch: (q) =>
          setResults(
            q
              ? rankResults(
                  q,
                  fuse.search(q).map((r) => r.item),
                )
              : [],
          ),
      }}
      placeholder={t('layout.search')}
      // A page's whole ancestry must fit ("System management > Parameters"): the list is wider than the box, aligned to its right edge.
      popupMatchSelectWidth={SEARCH_POPUP_WIDTH}
      placement="bottomRight"
      options={results.map((r) => ({ value: r.path, label: r.title.join(' > '), title: r.title.join(' > ') }))}
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
