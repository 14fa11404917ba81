import { useEffect, useState } from 'react';
import { Col, Form, Row as Grid, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback.ts';
import { Dialog } from '../dialog.tsx';
import { loadRecord, saveRecord } from './crud-api.ts';
import { FieldInput } from './field-input.tsx';
import { fieldRules } from './form-rules.ts';
import { formValuesIn, formValuesOut } from './list-params.ts';
import { resourceKey } from './resource-keys.ts';
import type { FormMode, Resource, Row } from './resource.ts';

export interface FormState {
  mode: FormMode;
  /** Edit: the list row (its id is read from it). */
  row?: Row;
  /** Add: values to start from (e.g. the parent of a new child). */
  defaults?: Row;
}

const initialValues = (resource: Resource): Row => Object.fromEntries((resource.form ?? []).filter((f) => f.initial !== undefined).map((f) => [f.name, f.initial]));

/** The add/edit dialog of a declared resource. */
export function FormDialog({ resource, state, onClose, onSaved }: { resource: Resource; state: FormState; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Row>();
  const [values, setValues] = useState<Row>({});
  const [record, setRecord] = useState<Row>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const fields = resource.form ?? [];
  const { mode } = state;
  const id = state.row?.[resource.rowKey];

  useEffect(() => {
    const show = (v: Row) => {
      form.setFieldsValue(v);
      setValues(form.getFieldsValue(true) as Row);
    };
    if (mode === 'add') {
      show({ ...initialValues(resource), ...state.defaults });
      return;
    }
    setLoading(true);
    loadRecord(resource, id)
      .then((loaded) => {
        setRecord(loaded);
        show(formValuesIn(loaded, fields));
      })
      .catch(onClose)
      .finally(() => setLoading(false));
    // The dialog is mounted once per opening, so this runs once per opening.
  }, []);

  const submit = async () => {
    const valid = await form.validateFields().catch(() => undefined);
    if (!valid) return;
    const out = formValuesOut(form.getFieldsValue(true) as Row, fields);
    if (mode === 'edit') out[resource.rowKey] = id;
    setSaving(true);
    try {
      await saveRecord(resource, out, mode);
      feedback().message.success(t(mode === 'add' ? 'common.addSuccess' : 'common.editSuccess'));
      onSaved();
    } catch {
      // The request layer has told the user; the dialog stays open for a correction.
    } finally {
      setSaving(false);
    }
  };

  const title = t(mode === 'add' ? 'form.addTitle' : 'form.editTitle', { title: t(resourceKey.title(resource.name)) });
  const shown = fields.filter((f) => !(f.createOnly && mode === 'edit') && (!f.when || f.when(values, mode)));

  return (
    <Dialog open title={title} width={resource.dialogWidth ?? 720} onOk={submit} confirmLoading={saving} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Spin spinning={loading}>
        {/* Named, so its field ids differ from the search form's on the same page and each label targets its own input. */}
        <Form form={form} name={`${resource.name}-form`} labelCol={{ flex: '120px' }} labelWrap onValuesChange={(_, all: Row) => setValues({ ...values, ...all })}>
          <Grid gutter={16}>
            {shown.map((f) => {
              const label = t(resourceKey.field(resource.name, f.name));
              const Custom = f.render;
              return (
                <Col key={f.name} xs={24} sm={f.wide ? 24 : 12}>
                  <Form.Item name={f.name} label={label} rules={fieldRules(f, label, resource.schema, t)}>
                    {Custom ? <Custom mode={mode} record={record} /> : <FieldInput resource={resource.name} field={f} disabled={mode === 'edit' && f.readOnlyOnEdit} />}
                  </Form.Item>
                </Col>
              );
            })}
          </Grid>
        </Form>
      </Spin>
    </Dialog>
  );
}
