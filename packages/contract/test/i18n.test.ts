import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/constants.ts';
import { catalogues, resolveLanguage, translate } from '../src/i18n.ts';

describe('shared messages', () => {
  it('keeps the spec texts verbatim in English', () => {
    expect(translate('en_US', 'validation.password.length')).toBe('User password length must be between 5 and 20');
    expect(translate('en_US', 'validation.decimals', { precision: 2 })).toBe('Enter up to 2 decimal places');
    expect(translate('en_US', 'error.repeatSubmit')).toBe('Data is being processed, please do not resubmit');
  });

  it('has every key in every language, Italian included (issue 25, item 6)', () => {
    const keys = Object.keys(catalogues.en_US);
    for (const lang of LANGUAGES) {
      expect(
        keys.filter((k) => !(k in catalogues[lang])),
        lang,
      ).toEqual([]);
    }
    expect(translate('it_IT', 'validation.decimals', { precision: 3 })).toBe('Inserire al massimo 3 cifre decimali');
  });

  it('resolves language codes, defaulting to en_US', () => {
    expect(resolveLanguage('de-DE')).toBe('de_DE');
    expect(resolveLanguage('fr_FR')).toBe('en_US');
    expect(resolveLanguage(undefined)).toBe('en_US');
  });
});
