import type { content as en } from '../en-us/content.ts';
import type { Translation } from '../translation.ts';

export const content: Translation<typeof en> = {
  menus: { serviceContent: 'Obsługa i treści', faq: 'Najczęstsze pytania' },
  resources: {
    faq: {
      title: 'pytanie',
      fields: { faqId: 'ID', question: 'Pytanie', answer: 'Odpowiedź', language: 'Język', faqType: 'Rodzaj pytania', appType: 'Aplikacja', sort: 'Kolejność', createTime: 'Utworzono' },
    },
  },
};
