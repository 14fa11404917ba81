import { useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Form, Row as Grid, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { orgInfoManifest } from '@cniot/contract/people/people-org-info';
import { PeoplePerm } from '@cniot/contract/people/people-permissions';
import { FieldInput } from '../../components/list-page/field-input.tsx';
import { fieldRules } from '../../components/list-page/form-rules.ts';
import { formValuesOut } from '../../components/list-page/list-params.ts';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import { resourceKey } from '../../components/list-page/resource-keys.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { usePermission } from '../../components/permission.tsx';
import { feedback } from '../../lib/feedback.ts';
import { loadOrgInfo, saveOrgInfo } from './people-api.ts';

const screen = manifestResource(orgInfoManifest, { form: { logo: { props: { limit: 1 } } } });
const fields = screen.form ?? [];
const label = (t: (k: string) => string, name: string) => t(resourceKey.field(screen.name, name));

/** The caller's own organization: its name and parent as they are, its logo, leader, phone, e-mail and address editable. */
export default function OrgInfoPage() {
  const { t } = useTranslation();
  const { hasPermi } = usePermission();
  const client = useQueryClient();
  const [form] = Form.useForm<Row>();
  const [saving, setSaving] = useState(false);
  const info = useQuery({ queryKey: ['org-info'], queryFn: loadOrgInfo });
  const editable = hasPermi(PeoplePerm.orgInfo.edit);
  useEffect(() => {
    if (info.data) form.setFieldsValue(info.data);
  }, [info.data, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await saveOrgInfo(formValuesOut(form.getFieldsValue(true) as Row, fields));
      feedback().message.success(t('common.operationSuccess'));
      await client.invalidateQueries({ queryKey: ['org-info'] });
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };

  if (!info.data) return <Spin spinning={info.isFetching}>{!info.isFetching && <Card />}</Spin>;
  return (
    <Card className="org-info-page" title={String(info.data.deptName ?? '')}>
      <Descriptions column={2} items={['deptName', 'parentName'].map((name) => ({ key: name, label: label(t, name), children: String(info.data[name] ?? '') }))} />
      <Form form={form} layout="vertical" disabled={!editable}>
        <Grid gutter={16}>
          {fields.map((f) => (
            <Col key={f.name} span={f.wide ? 24 : 12}>
              <Form.Item name={f.name} label={label(t, f.name)} rules={fieldRules(f, label(t, f.name), screen.schema, t)}>
                <FieldInput resource={screen.name} field={f} />
              </Form.Item>
            </Col>
          ))}
        </Grid>
        {editable && (
          <Button type="primary" loading={saving} onClick={save}>
            {t('resources.orgInfo.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
