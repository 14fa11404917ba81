import { useState } from 'react';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { R } from '@cniot/contract/envelope';
import { GRID_COUNTRIES } from '@cniot/contract/grid-firmware/grid-profile';
import type { GridPreview, GridTarget } from '@cniot/contract/grid-firmware/grid-push';
import type { DeviceCommandResult } from '@cniot/contract/devices/wn-commands';
import { Dialog } from '../../../components/dialog.tsx';
import type { ActionDialogProps } from '../../../components/list-page/resource.ts';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { stationSource } from '../../../components/station-source.ts';
import { api } from '../../../lib/request/http.ts';
import { CommandResultsTable } from '../command-results-table.tsx';
import { groupSource, wnSource } from '../device-sources.ts';
import { GridPreviewView } from './grid-preview-view.tsx';
import { PushReport } from './push-report.tsx';

type Kind = 'groupId' | 'stationId' | 'countryCode' | 'wnIds';
const KINDS: Kind[] = ['groupId', 'stationId', 'countryCode', 'wnIds'];
interface Pushed {
  msg?: string;
  data?: DeviceCommandResult[];
  pushId?: number;
}

/**
 * A profile to a scope: first what would change (the parameter diff, the devices per station),
 * then the push with each device's result and the report that follows the devices' answers.
 */
export function GridPushDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const profile = rows[0];
  const [form] = Form.useForm<{ kind: Kind; value: unknown }>();
  const kind = Form.useWatch('kind', form) ?? 'countryCode';
  const [preview, setPreview] = useState<GridPreview>();
  const [pushed, setPushed] = useState<Pushed>();
  const [busy, setBusy] = useState(false);

  const target = async (): Promise<GridTarget | undefined> => {
    const v = await form.validateFields().catch(() => undefined);
    return v ? ({ [v.kind]: v.value } as GridTarget) : undefined;
  };
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    try {
      await step();
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };
  const showPreview = () =>
    run(async () => {
      const to = await target();
      if (to) setPreview((await api.post<R<GridPreview>>('/iot/gridProfile/preview', { ...to, profileId: profile.profileId })).data);
    });
  const push = () =>
    run(async () => {
      const to = await target();
      if (to) setPushed(await api.post<Pushed>('/iot/wn/gridChange', { ...to, profileId: profile.profileId }));
    });

  const input = {
    groupId: <RemoteSelect {...groupSource} />,
    stationId: <RemoteSelect {...stationSource} />,
    countryCode: <Select options={GRID_COUNTRIES.map((c) => ({ value: c, label: t(`resources.gridProfile.options.countryCode.${c}`) }))} />,
    wnIds: <RemoteSelect {...wnSource} mode="multiple" />,
  }[kind];

  return (
    <Dialog
      open
      width={900}
      title={t('devices.grid.pushTitle', { name: profile.profileName })}
      onCancel={pushed ? onDone : onClose}
      onOk={pushed ? onDone : preview ? push : showPreview}
      confirmLoading={busy}
      okText={t(pushed ? 'common.close' : preview ? 'devices.grid.push' : 'devices.grid.preview')}
      cancelButtonProps={{ style: pushed ? { display: 'none' } : undefined }}
      cancelText={t('common.cancel')}
    >
      {pushed ? (
        <>
          {Array.isArray(pushed.data) && <CommandResultsTable results={pushed.data} />}
          {pushed.pushId && <PushReport pushId={pushed.pushId} />}
        </>
      ) : (
        <>
          <Form form={form} layout="inline" initialValues={{ kind: 'countryCode', value: profile.countryCode }} onValuesChange={() => setPreview(undefined)}>
            <Form.Item name="kind" label={t('devices.grid.target')}>
              <Radio.Group optionType="button" options={KINDS.map((k) => ({ value: k, label: t(`devices.grid.targets.${k}`) }))} onChange={() => form.setFieldValue('value', undefined)} />
            </Form.Item>
            <Form.Item name="value" rules={[{ required: true, message: t('devices.grid.chooseTarget') }]} style={{ minWidth: 260 }}>
              {input}
            </Form.Item>
          </Form>
          {preview && <GridPreviewView preview={preview} />}
        </>
      )}
    </Dialog>
  );
}
