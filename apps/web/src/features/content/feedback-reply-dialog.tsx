import { lazy, Suspense, useState } from 'react';
import { Alert, Descriptions, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { feedbackReplyBody, ReplyStatus } from '@cniot/contract/people/feedback';
import { DictTag, useDict } from '../../components/dict.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { issueText } from '../../components/list-page/form-rules.ts';
import type { ActionDialogProps } from '../../components/list-page/resource.ts';
import { feedback } from '../../lib/feedback.ts';
import { formatTime } from '../../lib/format.ts';
import { api } from '../../lib/request/http.ts';
import { ProblemTags } from './problem-tags.tsx';
import { Gallery, RichHtml } from './rich-html.tsx';

const RichEditor = lazy(() => import('../../components/editor/rich-editor.tsx'));
const field = (name: string) => `resources.feedback.fields.${name}`;

/** Why the contract refuses a reply (one that shows nothing), whatever the editor made of "nothing"; undefined when it may be sent. */
export function replyRefusal(html: string, t: TFunction | ((key: string) => string)): string | undefined {
  const checked = feedbackReplyBody.shape.replyContent.safeParse(html);
  return checked.success ? undefined : issueText(checked.error.issues[0], t as TFunction);
}

/** The feedback as its author sent it, the reply so far, and the editor for the (new) reply. */
export function FeedbackReplyDialog({ rows, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const row = rows[0];
  const types = useDict('iot_feedback_type').iot_feedback_type;
  const [html, setHtml] = useState(String(row.replyContent ?? ''));
  const [saving, setSaving] = useState(false);
  const replied = row.replyStatus === ReplyStatus.replied;

  const submit = async () => {
    const refusal = replyRefusal(html, t);
    if (refusal) return void feedback().message.error(refusal);
    setSaving(true);
    try {
      await api.put('/biz/feedback/reply', { feedbackId: row.feedbackId, replyContent: html });
      feedback().message.success(t('common.operationSuccess'));
      onDone();
    } catch {
      // The request layer said why; the reply stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  const items = [
    { key: 'nickname', label: t(field('nickname')), children: String(row.nickname ?? row.userId ?? '') },
    { key: 'feedbackType', label: t(field('feedbackType')), children: <DictTag items={types} value={row.feedbackType} /> },
    { key: 'problemList', label: t(field('problemList')), span: 'filled' as const, children: <ProblemTags value={row.problemList} /> },
    { key: 'describes', label: t(field('describes')), span: 'filled' as const, children: String(row.describes ?? '') },
    ...(row.images ? [{ key: 'images', label: t(field('images')), span: 'filled' as const, children: <Gallery value={row.images} size={72} /> }] : []),
  ];
  return (
    <Dialog
      open
      width={820}
      className="feedback-reply"
      title={t('resources.feedback.reply.title', { id: row.feedbackId })}
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
    >
      <Descriptions bordered size="small" column={2} items={items} />
      {replied && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          title={t('resources.feedback.reply.previous', { time: formatTime(row.replyTime), name: row.replyUserName })}
          description={<RichHtml html={row.replyContent} />}
        />
      )}
      <Alert style={{ marginTop: 12 }} type={row.userId ? 'info' : 'warning'} showIcon title={t(row.userId ? 'resources.feedback.reply.notice' : 'resources.feedback.reply.noUser')} />
      <Suspense fallback={<Spin />}>
        <RichEditor value={html} onChange={setHtml} height={240} label={t(field('replyContent'))} />
      </Suspense>
    </Dialog>
  );
}
