import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamineStatus } from '@cniot/contract/people/agent-review';
import { CompanyTreeSelect } from '../../components/company-tree.tsx';
import { Dialog } from '../../components/dialog.tsx';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { useDialogSubmit } from '../../components/list-page/use-dialog-submit.ts';
import { feedback } from '../../lib/feedback.ts';
import { examineApplication } from './people-api.ts';

interface Values {
  examineStatus: '1' | '2';
  parentId?: number;
  examineDescribe?: string;
}

const text = (key: string) => `resources.agentReview.examine.${key}`;

/** Pass (the dealer's organization goes under the chosen parent) or refuse (the reason is mailed to the applicant). */
export function ExamineDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const decision = Form.useWatch('examineStatus', form) ?? ExamineStatus.pass;
  const application = rows[0];
  const passing = decision === ExamineStatus.pass;

  const { submit, saving } = useDialogSubmit(
    form,
    async (values) => {
      // The server says what happened, also when someone decided it meanwhile.
      const { msg } = await examineApplication({ id: Number(application.id), ...values });
      feedback().message.success(msg);
    },
    onDone,
  );

  return (
    <Dialog
      open
      title={`${t('resources.agentReview.actions.examine')}: ${String(application.company)}`}
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      width={520}
    >
      <Form form={form} layout="vertical" initialValues={{ examineStatus: ExamineStatus.pass }}>
        <Form.Item name="examineStatus" label={t(text('decision'))}>
          <Radio.Group
            options={[
              { value: ExamineStatus.pass, label: t(text('pass')) },
              { value: ExamineStatus.refuse, label: t(text('refuse')) },
            ]}
          />
        </Form.Item>
        {passing && (
          <Form.Item name="parentId" label={t(text('parentId'))} rules={[{ required: true, message: t('agentReview.parentRequired') }]}>
            <CompanyTreeSelect placeholder={t('form.select', { field: t(text('parentId')) })} />
          </Form.Item>
        )}
        <Form.Item
          name="examineDescribe"
          label={t(text(passing ? 'examineDescribe' : 'reason'))}
          rules={passing ? [] : [{ required: true, whitespace: true, message: t('agentReview.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
