/** Types of route-screens.mjs for the TypeScript that imports it (the e2e specs). */
export type RouteScreen = {
  path: string;
  name: string;
  authority?: string[];
  signedOut: boolean;
  menu: string[];
};
export declare function screensOpenTo(screens: RouteScreen[], role: string): RouteScreen[];
export declare function screensOfRoutes(routes: readonly object[]): RouteScreen[];
