/**
 * The screens of config/routes.ts, for every check that visits screens (the e2e accessibility, fit and
 * layout-shift specs, the pages bench, the bundle budget), so a screen added to the route table is
 * visited without being listed again (issue 32 item 7). Node 24 reads the route table's TypeScript itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const routesFile = path.resolve(import.meta.dirname, '../config/routes.ts');

/** The route table's leaves that render a screen, read from config/routes.ts (Node 24 and the e2e runner read its TypeScript). */
export async function routeScreens() {
  const { default: routes } = await import(pathToFileURL(routesFile).href);
  return screensOfRoutes(routes);
}

/** The leaves of a route table that render a screen: no redirects, not `/` (it only sends on) and not `*`. */
export function screensOfRoutes(routes) {
  const screens = [];
  const walk = (list, parent) => {
    for (const route of list) {
      const signedOut = parent.signedOut || route.layout === false;
      const menu = route.name && !route.hideInMenu ? [...parent.menu, route.name] : parent.menu;
      if (route.routes) walk(route.routes, { signedOut, menu });
      if (!route.component || route.redirect || route.path === '/' || route.path === '*') continue;
      screens.push({
        path: route.path,
        name: route.name ?? route.path,
        /** Undefined: any signed-in user; empty: nobody (the 403 page). */
        authority: route.authority,
        signedOut,
        /** The side menu's labels that lead to it (empty when it is not in the menu). */
        menu: route.hideInMenu ? [] : menu,
      });
    }
  };
  walk(routes, { signedOut: false, menu: [] });
  return screens;
}

/** Screens a signed-in role may open (ROLE_ADMIN, …): its own and those open to every signed-in user. */
export function screensOpenTo(screens, role) {
  return screens.filter(
    (screen) => !screen.signedOut && (screen.authority === undefined || screen.authority.includes(role)),
  );
}
