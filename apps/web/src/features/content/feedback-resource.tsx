import { CommentOutlined } from '@ant-design/icons';
import { feedbackManifest } from '@cniot/contract/people/feedback';
import { permsOf } from '@cniot/contract/manifest/define';
import { manifestResource } from '../../components/list-page/manifest-resource.ts';
import type { Row } from '../../components/list-page/resource.ts';
import { FeedbackReplyDialog } from './feedback-reply-dialog.tsx';
import { ProblemTags } from './problem-tags.tsx';
import { Gallery, RichHtml } from './rich-html.tsx';

const perms = permsOf(feedbackManifest);

/** User feedback (biz/feedback/index): pictures as a gallery, the reply in rich text. */
export default manifestResource(feedbackManifest, {
  columns: {
    problemList: { render: (r: Row) => <ProblemTags value={r.problemList} /> },
    images: { render: (r: Row) => <Gallery value={r.images} size={40} /> },
    replyContent: { render: (r: Row) => <RichHtml html={r.replyContent} /> },
  },
  rowActions: [{ key: 'reply', icon: <CommentOutlined />, permission: perms.reply, dialog: FeedbackReplyDialog }],
});
