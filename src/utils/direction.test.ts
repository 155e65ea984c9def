import { getPreferredLanguage, getTextDirection } from './direction';

describe('getTextDirection', () => {
  it.each(['he', 'he-IL', 'ar', 'ar-EG', 'fa-IR', 'ku', 'AR_sa'])('is rtl for %s', (language) => {
    expect(getTextDirection(language)).toBe('rtl');
  });

  it.each(['en-US', 'en', 'fr-FR', 'zh-CN', 'arn', 'heb', '', null, undefined])('is ltr for %s', (language) => {
    expect(getTextDirection(language)).toBe('ltr');
  });
});

describe('getPreferredLanguage', () => {
  it('prefers the stored umi_locale, then the browser language, then en-US', () => {
    expect(getPreferredLanguage('ar-EG', 'en-US')).toBe('ar-EG');
    expect(getPreferredLanguage(null, 'he-IL')).toBe('he-IL');
    expect(getPreferredLanguage(null, undefined)).toBe('en-US');
  });
});
