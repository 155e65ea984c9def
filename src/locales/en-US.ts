/**
 * The only locale (spec §1). The shell's own texts live here so that pages and tests read one source
 * (imported directly: umi's locale plugin and react-intl are not in the app, see .umirc.ts).
 */
export default {
  'app.title': 'Centre Admin',
  'app.footer': 'Centre Admin',
  'app.home': 'Back Home',
  'app.reload': 'Reload',
  'exception.403': 'Sorry, you are not authorized to access this page.',
  'exception.404': 'Sorry, the page you visited does not exist.',
  'exception.generic': 'Something went wrong.',
  'notAvailable.title': 'This screen is not available yet',
  'notAvailable.description':
    'This part of Centre Admin has not been built yet. Nothing here is saved or shown from your data.',
  'header.account': 'Account Information',
  'header.logout': 'Logout',
  'header.accountMenu': 'Account menu',
  'header.notices': 'Notifications',
  'notices.notification': 'Notifications',
  'notices.message': 'Messages',
  'notices.event': 'Events',
  'notices.clear': 'Clear',
  'notices.markAllRead': 'Mark all read',
  'notices.empty': 'Nothing here.',
  'offline.warning': 'You are offline. Changes cannot be saved until the connection returns.',
  'online.back': 'You are back online.',
  'chunk.failed.title': 'Part of the page could not be loaded',
  'chunk.failed.description': 'The network may be slow or a new version was deployed. Reload to continue.',
  'pwa.updated.title': 'A new version is available',
  'pwa.updated.description': 'Reload to use the new version.',
};
