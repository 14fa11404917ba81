import { t } from '../../i18n/i18n.ts';

/** Search inputs the device registries draw alike: a company searched with everything below it. */
export const deviceSearch = { deptId: { type: 'companyTree' as const } };

/** Form inputs the device registries draw alike; the month's example is read when drawn, in the language then shown. */
export const deviceForm = {
  pdMonth: {
    get props() {
      return { placeholder: t('formats.monthExample') };
    },
  },
};
