import { Button, Empty, Spin, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import type { StateNode } from '@cniot/contract/system/geo';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';
import { keyedTree } from '../../lib/tree.ts';

/** A country's regions as the server's tree (GET /iot/dataGlobalState/stateTree/{code}). */
export function RegionsDialog({ rows, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const country = rows[0];
  const code = String(country.countryCode);
  const { data, isLoading } = useQuery({
    queryKey: ['state-tree', code],
    queryFn: async () => (await api.get<R<StateNode[]>>(`/iot/dataGlobalState/stateTree/${encodeURIComponent(code)}`)).data ?? [],
    staleTime: Infinity,
  });
  return (
    <Dialog open title={`${t('resources.country.actions.regions')}: ${String(country.name)}`} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <Spin spinning={isLoading}>
        {data?.length ? (
          <Tree
            treeData={keyedTree(
              data,
              (n) => n.id,
              (n) => `${n.label} (${n.code})`,
            )}
            style={{ maxHeight: 420, overflow: 'auto' }}
          />
        ) : (
          !isLoading && <Empty />
        )}
      </Spin>
    </Dialog>
  );
}
