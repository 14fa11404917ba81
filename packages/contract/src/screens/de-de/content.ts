import type { content as en } from '../en-us/content.ts';
import type { Translation } from '../translation.ts';

export const content: Translation<typeof en> = {
  menus: { serviceContent: 'Service und Inhalte', faq: 'Häufige Fragen' },
  resources: {
    faq: {
      title: 'Frage',
      fields: { faqId: 'ID', question: 'Frage', answer: 'Antwort', language: 'Sprache', faqType: 'Fragetyp', appType: 'App', sort: 'Reihenfolge', createTime: 'Erstellt' },
    },
  },
};
