import { Cascader, Form } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import type { StateNode } from '@cniot/contract/system/geo';
import type { CustomFieldProps } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';
import { clearable } from '../../i18n/antd-texts.tsx';

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

const toOptions = (nodes: StateNode[] = []): Option[] => nodes.map((n) => ({ value: n.code, label: n.label, children: n.children?.length ? toOptions(n.children) : undefined }));

/** The region path is stored as its codes joined by '/', under the organization's country. */
const SEPARATOR = '/';

/** Regions of the country chosen in the same form (GET /iot/dataGlobalState/stateTree/{country}). */
export function RegionField({ value, onChange }: CustomFieldProps) {
  const { t } = useTranslation();
  const country = Form.useWatch('country', Form.useFormInstance()) as string | undefined;
  const { data } = useQuery({
    queryKey: ['state-tree', country],
    queryFn: async () => toOptions((await api.get<R<StateNode[]>>(`/iot/dataGlobalState/stateTree/${encodeURIComponent(country!)}`)).data),
    enabled: !!country,
    staleTime: Infinity,
  });
  return (
    <Cascader
      allowClear={clearable(t)}
      changeOnSelect
      showSearch
      disabled={!country}
      placeholder={t(country ? 'resources.dept.chooseRegion' : 'resources.dept.chooseCountryFirst')}
      options={data ?? []}
      value={typeof value === 'string' && value ? value.split(SEPARATOR) : undefined}
      onChange={(path) => onChange?.(path?.length ? path.join(SEPARATOR) : null)}
    />
  );
}
