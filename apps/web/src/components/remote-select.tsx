import { useState } from 'react';
import { Select, Spin, type SelectProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REMOTE_SELECT_PAGE_SIZE } from '@cniot/contract/constants';
import { api } from '../lib/request/http.ts';
import { useDebounced } from '../lib/use-debounced.ts';

type Row = Record<string, unknown>;
type Answer = { rows?: Row[]; data?: Row[] };

interface Props extends Omit<SelectProps, 'options' | 'showSearch' | 'loading'> {
  /** A list endpoint answering rows (or data). */
  url: string;
  /** The query parameter the typed text goes into. */
  searchParam: string;
  valueField: string;
  labelField: string;
  /** Fixed parameters sent with every search. */
  params?: Row;
  /** post: a list taking its query in the body (spec §7: the station list). */
  method?: 'get' | 'post';
}

/**
 * A select that searches the server as the user types: page 1, 10 results (spec §7).
 * Each text's answer is kept under that text, so an answer arriving late never replaces a newer
 * one; and until the text in the box has its own answer, the older list stays in view but cannot
 * be picked: Enter typed fast would otherwise pick (or, in a multiple select, drop) one of them.
 */
export function RemoteSelect({ url, searchParam, valueField, labelField, params, method = 'get', ...rest }: Props) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, 300);
  const { data, isFetching, isPlaceholderData } = useQuery({
    queryKey: ['remote-select', method, url, settled, params],
    queryFn: async () => {
      const query = { ...params, pageNum: 1, pageSize: REMOTE_SELECT_PAGE_SIZE, [searchParam]: settled };
      // Typing the same text again within a second is a search, not a repeated submit.
      const body = await (method === 'post' ? api.post<Answer>(url, query, { repeatSubmit: false }) : api.get<Answer>(url, query));
      return body.rows ?? body.data ?? [];
    },
    placeholderData: keepPreviousData,
  });
  const stale = keyword !== settled || isPlaceholderData;
  return (
    <Select
      {...rest}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={isFetching}
      notFoundContent={isFetching ? <Spin size="small" /> : undefined}
      options={(data ?? []).map((r) => ({ value: r[valueField] as string | number, label: String(r[labelField] ?? r[valueField]), disabled: stale }))}
    />
  );
}
