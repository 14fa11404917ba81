import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formValuesOut, listParams, searchParams } from '../../../src/components/list-page/list-params.ts';
import { nextPage } from '../../../src/components/list-page/list-pagination.tsx';

describe('list parameters', () => {
  it('turns a date range into its two parameters', () => {
    const params = searchParams({ userName: 'ann', createTime: [dayjs('2026-01-02'), dayjs('2026-01-31')], loginTime: undefined }, [
      { name: 'userName' },
      { name: 'createTime', type: 'dateRange' },
      { name: 'loginTime', type: 'dateRange', range: ['from', 'to'] },
    ]);
    expect(params).toEqual({ userName: 'ann', beginTime: '2026-01-02', endTime: '2026-01-31' });
  });

  it('sends search, fixed context, page and sort; the context wins', () => {
    expect(listParams({ filters: { dictType: 'x', a: 1 }, fixed: { dictType: 'sys_yes_no' }, page: { pageNum: 2, pageSize: 20 }, sort: { field: 'createTime', order: 'desc' } })).toEqual({
      dictType: 'sys_yes_no',
      a: 1,
      pageNum: 2,
      pageSize: 20,
      orderByColumn: 'createTime',
      isAsc: 'desc',
    });
  });

  it('sends dates as text and cleared text as absent', () => {
    expect(formValuesOut({ d: dayjs('2026-03-04'), s: '', n: 0 }, [{ name: 'd', type: 'date' }, { name: 's' }, { name: 'n' }])).toEqual({ d: '2026-03-04', s: undefined, n: 0 });
  });

  it('goes back to page 1 when a bigger page size would leave the page empty', () => {
    expect(nextPage({ pageNum: 3, pageSize: 20 }, 3, 50, 70)).toEqual({ pageNum: 1, pageSize: 50 });
    expect(nextPage({ pageNum: 1, pageSize: 20 }, 1, 50, 70)).toEqual({ pageNum: 1, pageSize: 50 });
    expect(nextPage({ pageNum: 1, pageSize: 20 }, 4, 20, 70)).toEqual({ pageNum: 4, pageSize: 20 });
  });
});
