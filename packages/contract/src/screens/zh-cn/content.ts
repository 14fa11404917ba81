import type { content as en } from '../en-us/content.ts';
import type { Translation } from '../translation.ts';

export const content: Translation<typeof en> = {
  menus: { serviceContent: '服务与内容', faq: '常见问题' },
  resources: {
    faq: {
      title: '问题',
      fields: { faqId: '编号', question: '问题', answer: '答案', language: '语言', faqType: '问题类型', appType: '应用', sort: '排序', createTime: '创建时间' },
    },
  },
};
