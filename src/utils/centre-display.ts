/**
 * GET /api/centre-settings/display (public) once per page load: the signed-in app's formatters
 * (src/app.tsx) and the offline-app check (src/global.tsx) both need it at start-up, and each asked on
 * its own, so every cold load sent it twice (issue 37). A plain fetch: the offline check runs outside the
 * React app, on the login page too, and must not trigger the request layer's error messages.
 */
export type CentreDisplay = Partial<API.CentreDisplaySettings>;

let pending: Promise<CentreDisplay | undefined> | undefined;

async function fetchCentreDisplay(): Promise<CentreDisplay | undefined> {
  try {
    const response = await fetch('/api/centre-settings/display', { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as CentreDisplay) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer of this page load, asked once. `fresh` asks again (a new session in the same page: the
 * centre may have changed its settings meanwhile); undefined when it could not be read (offline).
 */
export function loadCentreDisplay({ fresh = false }: { fresh?: boolean } = {}): Promise<CentreDisplay | undefined> {
  if (!pending || fresh) pending = fetchCentreDisplay();
  return pending;
}
