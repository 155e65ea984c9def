import { Button, ConfigProvider, message } from 'antd';
import messages from '@/locales/en-US';
import { loadCentreDisplay } from '@/utils/centre-display';
import { isChunkLoadError } from '@/utils/chunk-load';
import { getPreferredLanguage, getTextDirection } from '@/utils/direction';
import { loadNotification, notify } from '@/utils/notify';
import { getStoredLocale } from '@/utils/session';
import { appTheme } from '@/utils/theme';

/**
 * Runs once before the app renders: theme for static messages, text direction, lost-connection
 * warnings, chunk-load failures, and the service worker rule of spec §1. (Dates are English through the
 * antd locale src/app.tsx's innerProvider sets, which pro-components also hands to dayjs.)
 */
// message / notification render outside the React tree: give them the app's theme too.
ConfigProvider.config({ theme: appTheme });

document.documentElement.dir = getTextDirection(getPreferredLanguage(getStoredLocale(), navigator.language));

const warnOffline = () => message.warning({ content: messages['offline.warning'], key: 'connection', duration: 0 });
window.addEventListener('offline', warnOffline);
// Started without a connection (the offline app opened from its icon): no 'offline' event will come.
if (!navigator.onLine) warnOffline();
window.addEventListener('online', () => {
  message.success({ content: messages['online.back'], key: 'connection', duration: 2 });
});

/** A message (always loaded), not a notification: when one chunk failed, loading another may fail too. */
function offerReload(): void {
  message.error({
    key: 'chunk-load',
    duration: 0,
    content: (
      <span>
        {messages['chunk.failed.title']}. {messages['chunk.failed.description']}{' '}
        <Button type="primary" size="small" onClick={() => window.location.reload()}>
          {messages['app.reload']}
        </Button>
      </span>
    ),
  });
}

window.addEventListener('error', (event) => {
  if (isChunkLoadError(event.error)) offerReload();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) offerReload();
});
/** Start-up has finished and the user is reading: fetch what error reports need while online. */
const NOTIFICATION_PRELOAD_DELAY_MS = 5_000;
window.addEventListener('load', () => {
  setTimeout(() => loadNotification().catch(() => undefined), NOTIFICATION_PRELOAD_DELAY_MS);
});

/**
 * A waiting worker takes over when the user agrees, then the page reloads once on the new version.
 * Offered only to a page an older version controls: on the very first install the worker also passes
 * through "waiting" for a moment, and there is nothing newer to offer then (the button would have asked
 * a worker that was already active to take over, and nothing would have reloaded).
 */
function offerUpdate(registration: ServiceWorkerRegistration): void {
  if (!registration.waiting || !navigator.serviceWorker.controller) return;
  notify('open', {
    key: 'pwa-update',
    message: messages['pwa.updated.title'],
    description: messages['pwa.updated.description'],
    duration: 0,
    actions: (
      <Button
        type="primary"
        onClick={() => {
          // The worker waiting now, not when the notice was drawn: a later build may have replaced it.
          const waiting = registration.waiting;
          if (!waiting) {
            window.location.reload();
            return;
          }
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          waiting.postMessage({ type: 'SKIP_WAITING' });
        }}
      >
        {messages['app.reload']}
      </Button>
    ),
  });
}

/** Whether the centre has the offline app on (a centre setting); undefined when it cannot be told (offline). */
async function offlineAppEnabled(): Promise<boolean | undefined> {
  const display = await loadCentreDisplay();
  return display === undefined ? undefined : display.pwaEnabled === true;
}

async function registerWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/service-worker.js');
  offerUpdate(registration);
  registration.addEventListener('updatefound', () => {
    registration.installing?.addEventListener('statechange', () => offerUpdate(registration));
  });
}

/** Spec §1: with the offline feature off, workers and caches an earlier version left are removed. */
async function removeWorkersAndCaches(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  for (const registration of registrations) await registration.unregister();
  if ('caches' in window) {
    for (const key of await caches.keys()) await caches.delete(key);
  }
}

/**
 * The worker's registration and its first update check wait until the screen is drawn and the browser
 * is idle (issue 37): registering fetches the worker and, when it is new, every precached file, which
 * competed with the screen's own scripts and data during a cold load.
 */
const WORKER_CHECK_TIMEOUT_MS = 3_000;
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: WORKER_CHECK_TIMEOUT_MS });
  else setTimeout(task, 1_000);
}

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () =>
    whenIdle(async () => {
      const enabled = await offlineAppEnabled();
      // Unknown (no connection): leave an installed app as it is, so it keeps working offline.
      if (enabled === true) await registerWorker();
      else if (enabled === false) await removeWorkersAndCaches();
    }),
  );
}
