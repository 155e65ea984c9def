/**
 * The centre's currency and clock (src/utils/format.ts writes with them), loaded once with the signed-in
 * app (src/app.tsx) and kept here so every formatter stays synchronous.
 */
export type TimeFormat = '24h' | '12h';
export type DisplaySettings = { currency: string; timeFormat: TimeFormat };

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { currency: 'CAD', timeFormat: '24h' };

let settings: DisplaySettings = DEFAULT_DISPLAY_SETTINGS;

/** Takes the centre's values; anything missing or unusable keeps the default. */
export function setDisplaySettings(next: Partial<DisplaySettings> | undefined): void {
  const currency = next?.currency && isKnownCurrency(next.currency) ? next.currency : DEFAULT_DISPLAY_SETTINGS.currency;
  const timeFormat = next?.timeFormat === '12h' ? '12h' : '24h';
  settings = { currency, timeFormat };
}

export const getDisplaySettings = (): DisplaySettings => settings;

function isKnownCurrency(code: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    return /^[A-Z]{3}$/.test(code);
  } catch {
    return false;
  }
}
