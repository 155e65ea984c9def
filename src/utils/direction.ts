/** Spec §1: text runs right-to-left for Hebrew, Arabic, Persian and Kurdish, whatever the region. */
const RTL_LANGUAGES = new Set(['he', 'ar', 'fa', 'ku']);

export type TextDirection = 'ltr' | 'rtl';

export function getTextDirection(language: string | null | undefined): TextDirection {
  const primary = (language ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
}

/** The language that decides direction: the stored umi_locale choice first, then the browser's. */
export function getPreferredLanguage(storedLocale: string | null, browserLanguage: string | undefined): string {
  return storedLocale || browserLanguage || 'en-US';
}
