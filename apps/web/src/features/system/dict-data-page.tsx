import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import { useClosePage } from '../../routing/use-close-page.ts';
import { useRouteParams } from '../../routing/use-current-route.ts';
import { ResourcePage } from '../../components/list-page/resource-page.tsx';
import { SubPageHeader } from '../../components/sub-page-header.tsx';
import { api } from '../../lib/request/http.ts';
import dictData from './dict-data-resource.tsx';

/** The entries of the dictionary type named in the path (/system/dict-data/index/:dictId). */
export default function DictDataPage() {
  const { t } = useTranslation();
  const close = useClosePage();
  const { dictId } = useRouteParams();
  const { data: type } = useQuery({
    queryKey: ['dict-type', dictId],
    queryFn: async () => (await api.get<R<{ dictName: string; dictType: string }>>(`/system/dict/type/${dictId}`)).data,
  });
  if (!type) return <Spin className="page-loading" />;
  return (
    <ResourcePage
      resource={dictData}
      fixedQuery={{ dictType: type.dictType }}
      formDefaults={{ dictType: type.dictType }}
      header={<SubPageHeader title={`${t('resources.dictData.title')}: ${type.dictName} (${type.dictType})`} onBack={() => close('/system/dict')} />}
    />
  );
}
