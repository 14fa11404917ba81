import { useState } from 'react';
import { Alert, Form, Table, Tag, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ImportResult, ImportRowResult } from '@cniot/contract/devices/device-code';
import type { R } from '@cniot/contract/envelope';
import { CompanyTreeSelect } from '../../components/company-tree.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { resourceKey } from '../../components/list-page/resource-keys.ts';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { api } from '../../lib/request/http.ts';
import { failedFirst } from './import-results.ts';

interface ImportTarget {
  url: string;
  /** The devices go to a company chosen in the dialog (sent in the query string: the server reads it before the file). */
  company?: boolean;
  /** More of the query string (the kind of device a company import assigns). */
  params?: Record<string, string>;
}

/** What the dialog says the server reads of the sheet: a company import reads the device code only. */
export const importHintKey = (company?: boolean) => (company ? 'devices.import.hintCompany' : 'devices.import.hint');

/** Upload an .xlsx of devices; the answer lists every row with its own result. */
export function importDialog({ url, company, params }: ImportTarget) {
  return function ImportDialog({ ctx, onClose, onDone }: ActionDialogProps) {
    const { t } = useTranslation();
    const [companyId, setCompanyId] = useState<number>();
    const [result, setResult] = useState<ImportResult>();
    const [busy, setBusy] = useState(false);
    const ready = !company || companyId !== undefined;

    const send = async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      setBusy(true);
      try {
        const answer = await api.post<R<ImportResult>>(url, form, { params: company ? { ...params, companyId } : params, repeatSubmit: false, headers: { 'Content-Type': 'multipart/form-data' } });
        setResult(answer.data);
      } catch {
        // The request layer said why (wrong format, too many rows); the user may pick another file.
      } finally {
        setBusy(false);
      }
    };

    // Imported rows exist whatever the user does next: closing refreshes the list.
    const close = result ? onDone : onClose;
    return (
      <Dialog open title={t(resourceKey.action(ctx.resource.name, company ? 'importCompany' : 'import'))} width={720} onCancel={close} footer={null}>
        {company && !result && (
          <Form layout="vertical">
            <Form.Item label={t('devices.import.company')} required>
              <CompanyTreeSelect value={companyId} onChange={(v) => setCompanyId(v as number)} placeholder={t('devices.import.company')} />
            </Form.Item>
          </Form>
        )}
        {!result && (
          <Upload.Dragger accept=".xlsx" showUploadList={false} disabled={!ready || busy} beforeUpload={(file) => (void send(file), false)}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('devices.import.drop')}</p>
            <p className="upload-tip">{t(importHintKey(company))}</p>
          </Upload.Dragger>
        )}
        {result && <ImportResultTable result={result} />}
      </Dialog>
    );
  };
}

function ImportResultTable({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type={result.failed ? 'warning' : 'success'}
        showIcon
        title={t('devices.import.summary', { success: result.success, failed: result.failed, total: result.total, batch: result.batchNumber })}
        style={{ marginBottom: 12 }}
      />
      <Table<ImportRowResult>
        size="small"
        rowKey="row"
        dataSource={failedFirst(result.rows)}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('devices.import.row'), width: 70 },
          { key: 'deviceId', dataIndex: 'deviceId', title: t('devices.results.deviceId') },
          {
            key: 'ok',
            dataIndex: 'ok',
            title: t('devices.results.result'),
            render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{t(ok ? 'devices.import.accepted' : 'devices.import.refused')}</Tag>,
          },
          { key: 'msg', dataIndex: 'msg', title: t('devices.results.message') },
        ]}
      />
    </>
  );
}
