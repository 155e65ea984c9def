/**
 * Zone names Outlook and Exchange write instead of IANA ones, for when a calendar leaves out the
 * VTIMEZONE that should define them: Windows zone ids ("AUS Eastern Standard Time") and their
 * display labels ("(UTC+10:00) Canberra, Melbourne, Sydney", older files "(GMT+10:00) …"). Only
 * names whose places all keep one set of clock rules are here; a label mixing places with different
 * rules ("(UTC-06:00) Central America" spans several) is left out, so it is not guessed at.
 */

/** Windows zone id → the IANA zone Windows itself maps it to. */
const WINDOWS_IDS: Record<string, string> = {
  'Dateline Standard Time': 'Etc/GMT+12',
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'Alaskan Standard Time': 'America/Anchorage',
  'Pacific Standard Time': 'America/Los_Angeles',
  'US Mountain Standard Time': 'America/Phoenix',
  'Mountain Standard Time': 'America/Denver',
  'Central Standard Time': 'America/Chicago',
  'Canada Central Standard Time': 'America/Regina',
  'Central Standard Time (Mexico)': 'America/Mexico_City',
  'Eastern Standard Time': 'America/New_York',
  'US Eastern Standard Time': 'America/Indiana/Indianapolis',
  'Atlantic Standard Time': 'America/Halifax',
  'Newfoundland Standard Time': 'America/St_Johns',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'Argentina Standard Time': 'America/Argentina/Buenos_Aires',
  'Pacific SA Standard Time': 'America/Santiago',
  'SA Pacific Standard Time': 'America/Bogota',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'Romance Standard Time': 'Europe/Paris',
  'GTB Standard Time': 'Europe/Bucharest',
  'FLE Standard Time': 'Europe/Kiev',
  'E. Europe Standard Time': 'Europe/Chisinau',
  'Israel Standard Time': 'Asia/Jerusalem',
  'Egypt Standard Time': 'Africa/Cairo',
  'South Africa Standard Time': 'Africa/Johannesburg',
  'Turkey Standard Time': 'Europe/Istanbul',
  'Russian Standard Time': 'Europe/Moscow',
  'Arab Standard Time': 'Asia/Riyadh',
  'Arabian Standard Time': 'Asia/Dubai',
  'Iran Standard Time': 'Asia/Tehran',
  'Pakistan Standard Time': 'Asia/Karachi',
  'India Standard Time': 'Asia/Kolkata',
  'Nepal Standard Time': 'Asia/Kathmandu',
  'Bangladesh Standard Time': 'Asia/Dhaka',
  'SE Asia Standard Time': 'Asia/Bangkok',
  'China Standard Time': 'Asia/Shanghai',
  'Singapore Standard Time': 'Asia/Singapore',
  'Taipei Standard Time': 'Asia/Taipei',
  'W. Australia Standard Time': 'Australia/Perth',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Korea Standard Time': 'Asia/Seoul',
  'Cen. Australia Standard Time': 'Australia/Adelaide',
  'AUS Central Standard Time': 'Australia/Darwin',
  'E. Australia Standard Time': 'Australia/Brisbane',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'Tasmania Standard Time': 'Australia/Hobart',
  'New Zealand Standard Time': 'Pacific/Auckland',
  UTC: 'Etc/UTC',
  'Coordinated Universal Time': 'Etc/UTC',
};

/** The place list of a display label (after "(UTC±hh:mm) "), lower case → IANA zone. */
const LABEL_PLACES: Record<string, string> = {
  hawaii: 'Pacific/Honolulu',
  alaska: 'America/Anchorage',
  'pacific time (us & canada)': 'America/Los_Angeles',
  'pacific time (us & canada); tijuana': 'America/Los_Angeles',
  arizona: 'America/Phoenix',
  'mountain time (us & canada)': 'America/Denver',
  'central time (us & canada)': 'America/Chicago',
  saskatchewan: 'America/Regina',
  'eastern time (us & canada)': 'America/New_York',
  'atlantic time (canada)': 'America/Halifax',
  newfoundland: 'America/St_Johns',
  brasilia: 'America/Sao_Paulo',
  'city of buenos aires': 'America/Argentina/Buenos_Aires',
  'bogota, lima, quito, rio branco': 'America/Bogota',
  'bogota, lima, quito': 'America/Bogota',
  'dublin, edinburgh, lisbon, london': 'Europe/London',
  'greenwich mean time : dublin, edinburgh, lisbon, london': 'Europe/London',
  'monrovia, reykjavik': 'Atlantic/Reykjavik',
  'amsterdam, berlin, bern, rome, stockholm, vienna': 'Europe/Berlin',
  'belgrade, bratislava, budapest, ljubljana, prague': 'Europe/Budapest',
  'sarajevo, skopje, warsaw, zagreb': 'Europe/Warsaw',
  'brussels, copenhagen, madrid, paris': 'Europe/Paris',
  'athens, bucharest': 'Europe/Bucharest',
  'athens, bucharest, istanbul': 'Europe/Bucharest',
  'helsinki, kyiv, riga, sofia, tallinn, vilnius': 'Europe/Kiev',
  'helsinki, kiev, riga, sofia, tallinn, vilnius': 'Europe/Kiev',
  jerusalem: 'Asia/Jerusalem',
  cairo: 'Africa/Cairo',
  'harare, pretoria': 'Africa/Johannesburg',
  istanbul: 'Europe/Istanbul',
  'moscow, st. petersburg': 'Europe/Moscow',
  'moscow, st. petersburg, volgograd': 'Europe/Moscow',
  'kuwait, riyadh': 'Asia/Riyadh',
  'abu dhabi, muscat': 'Asia/Dubai',
  tehran: 'Asia/Tehran',
  'islamabad, karachi': 'Asia/Karachi',
  'chennai, kolkata, mumbai, new delhi': 'Asia/Kolkata',
  kathmandu: 'Asia/Kathmandu',
  dhaka: 'Asia/Dhaka',
  'bangkok, hanoi, jakarta': 'Asia/Bangkok',
  'beijing, chongqing, hong kong, urumqi': 'Asia/Shanghai',
  'kuala lumpur, singapore': 'Asia/Singapore',
  taipei: 'Asia/Taipei',
  perth: 'Australia/Perth',
  'osaka, sapporo, tokyo': 'Asia/Tokyo',
  seoul: 'Asia/Seoul',
  adelaide: 'Australia/Adelaide',
  darwin: 'Australia/Darwin',
  brisbane: 'Australia/Brisbane',
  'canberra, melbourne, sydney': 'Australia/Sydney',
  hobart: 'Australia/Hobart',
  'auckland, wellington': 'Pacific/Auckland',
  'coordinated universal time': 'Etc/UTC',
};

const LABEL_PREFIX = /^\((?:GMT|UTC)(?:\s*[+-−]\s*\d{1,2}(?::?\d{2})?)?\)\s*/i;

/** The IANA zone a Windows zone id or display label stands for, or undefined when it is not one we know. */
export function windowsZone(name: string): string | undefined {
  const trimmed = name.trim();
  const byId = WINDOWS_IDS[trimmed];
  if (byId) return byId;
  if (!LABEL_PREFIX.test(trimmed)) return undefined;
  const places = trimmed.replace(LABEL_PREFIX, '').replace(/\s+/g, ' ').toLowerCase();
  return LABEL_PLACES[places];
}
