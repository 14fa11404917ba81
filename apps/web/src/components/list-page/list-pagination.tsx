import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@cniot/contract/constants';
import { settingsStore } from '../../stores/settings-store.ts';
import { scrollTo } from '../../lib/scroll-to.ts';

export const SCROLL_TOP_MS = 800;

interface Page {
  pageNum: number;
  pageSize: number;
}

/** After a page-size change that would leave the current page empty, go back to the first page. */
export function nextPage(current: Page, pageNum: number, pageSize: number, total: number): Page {
  if (pageSize !== current.pageSize) return { pageNum: current.pageNum * pageSize > total ? 1 : current.pageNum, pageSize };
  return { pageNum, pageSize };
}

/**
 * Spec §9 pager: total, sizes, prev, pager, next, jumper; 5 page buttons on narrow screens, 7 otherwise.
 * A total the server estimated (over 10,000 rows) reads "About …".
 */
export function ListPagination({ total, estimated = false, page, onChange }: { total: number; estimated?: boolean; page: Page; onChange: (page: Page) => void }) {
  const { t } = useTranslation();
  const narrow = settingsStore.use((s) => s.device === 'mobile');
  if (total <= 0) return null;
  return (
    <Pagination
      className="list-pagination"
      total={total}
      current={page.pageNum}
      pageSize={page.pageSize}
      pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
      showSizeChanger
      showQuickJumper
      showLessItems={narrow}
      showTotal={(count) => t(estimated ? 'list.totalAbout' : 'list.total', { total: count })}
      onChange={(pageNum, pageSize) => {
        onChange(nextPage(page, pageNum, pageSize, total));
        scrollTo(0, SCROLL_TOP_MS);
      }}
    />
  );
}
