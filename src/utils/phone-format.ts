import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { EMPTY } from './empty';

/** A stored phone ("+16475551555") written for reading ("+1 647 555 1555"); anything else unchanged. */
export function formatPhone(phone: string | null | undefined): string {
  const text = phone?.trim();
  if (!text) return EMPTY;
  return parsePhoneNumberFromString(text)?.formatInternational() ?? text;
}
