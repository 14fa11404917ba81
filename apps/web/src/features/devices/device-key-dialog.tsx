import { Button, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps, Row } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';

/** The device's key, which lists never carry: read from its detail, which gives it only to holders of the key permission. */
export function deviceKeyDialog(keyField: string) {
  return function DeviceKeyDialog({ rows, ctx, onClose }: ActionDialogProps) {
    const { t } = useTranslation();
    const row = rows[0];
    const { data } = useQuery({
      queryKey: ['device-key', ctx.resource.api, row[ctx.resource.rowKey]],
      queryFn: async () => (await api.get<R<Row>>(`${ctx.resource.api}/${row[ctx.resource.rowKey]}`)).data ?? {},
    });
    const key = data?.[keyField];
    return (
      <Dialog
        open
        title={t('devices.key.title', { name: String(row[ctx.resource.labelField ?? ctx.resource.rowKey]) })}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('common.close')}</Button>}
      >
        {!data ? (
          <Spin />
        ) : key ? (
          <Typography.Paragraph copyable code>
            {String(key)}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('devices.key.none')}</Typography.Text>
        )}
      </Dialog>
    );
  };
}
