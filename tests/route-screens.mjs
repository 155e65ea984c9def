/**
 * The screens of config/routes.ts, for every check that visits screens (the e2e accessibility, fit and
 * layout-shift specs, the pages bench), so a screen added to the route table is visited without being
 * listed again (issue 32 item 7). Each caller hands in `config/routes.ts`'s table: the e2e specs import
 * it (Playwright compiles it), the pages bench loads it with Node 24, which reads its TypeScript itself.
 * No `import.meta` here: Playwright loads this file as CommonJS.
 */
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
