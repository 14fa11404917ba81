import type { DomainMessages } from '../i18n.ts';

/** Messages of the service content the apps show (FAQ, …). */
export const contentMessages: DomainMessages = {
  en_US: {
    'validation.faqQuestion': 'Please enter the question',
    'validation.faqAnswer': 'Please enter the answer',
  },
  zh_CN: {
    'validation.faqQuestion': '请输入问题',
    'validation.faqAnswer': '请输入答案',
  },
  de_DE: {
    'validation.faqQuestion': 'Bitte geben Sie die Frage ein',
    'validation.faqAnswer': 'Bitte geben Sie die Antwort ein',
  },
  pl_PL: {
    'validation.faqQuestion': 'Wpisz pytanie',
    'validation.faqAnswer': 'Wpisz odpowiedź',
  },
  it_IT: {
    'validation.faqQuestion': 'Inserire la domanda',
    'validation.faqAnswer': 'Inserire la risposta',
  },
};
