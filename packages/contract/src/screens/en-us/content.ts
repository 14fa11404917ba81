/** Menu titles and screens of the service content the apps show. */
export const content = {
  menus: { serviceContent: 'Service and content', faq: 'FAQ' },
  resources: {
    faq: {
      title: 'question',
      fields: { faqId: 'ID', question: 'Question', answer: 'Answer', language: 'Language', faqType: 'Question type', appType: 'App', sort: 'Order', createTime: 'Created' },
    },
  },
};
