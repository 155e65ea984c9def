import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@umijs/max';
import { GenerateSW } from 'workbox-webpack-plugin';
import defaultSettings from './config/defaultSettings';
import proxy from './config/proxy';
import routes from './config/routes';

/** Webpack's default is 120 s as well; spec §9 fixes it, so it is set explicitly. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// umi's layout plugin imports route icons from its own copy of @ant-design/icons (4.x); the app uses 5.x.
const NESTED_ICONS = path.join(__dirname, 'node_modules/@umijs/plugins/node_modules/@ant-design/icons');
const APP_ICONS = path.join(__dirname, 'node_modules/@ant-design/icons');
// umi's babel preset, umi and its React renderer each bring their own @babel/runtime (7.23): without this
// the first load carries two or three copies of the same helpers. The app's (7.29) has every one they use.
const BABEL_RUNTIME = path.join(__dirname, 'node_modules/@babel/runtime');
const NESTED_BABEL_RUNTIMES = ['@umijs/babel-preset-umi', 'umi', '@umijs/renderer-react'].map((owner) =>
  path.join(__dirname, 'node_modules', owner, 'node_modules/@babel/runtime'),
);
/**
 * App modules without side effects whose exports are re-exported elsewhere: marked so, a screen's chunk
 * carries only the modules it really uses (the phone library only where a phone is written).
 */
const PURE_APP_MODULES =
  /[\\/]src[\\/](utils[\\/](format|phone-format|empty)\.ts|components[\\/]ListTable[\\/](index|phone-cell)\.tsx)$/;

/** pro-field's field kinds the app never draws: loaded when first drawn (src/components/LazyProField). */
const LAZY_PRO_FIELDS = [
  'Cascader',
  'ColorPicker',
  'Image',
  'Rate',
  'Slider',
  'TreeSelect',
  'Segmented',
  'Code',
  'Progress',
];
const PRO_FIELD_ROOT = /[\\/]@ant-design[\\/]pro-field[\\/]es$/;
const LAZY_FIELD_REQUEST = new RegExp(`^\\./components/(${LAZY_PRO_FIELDS.join('|')})$`);
/** pro-utils' error boundary, swapped for one that loads antd's Result only when it draws (src/components/ProErrorBoundary). */
const PRO_UTILS_ROOT = /[\\/]@ant-design[\\/]pro-utils[\\/]es$/;
const PRO_ERROR_BOUNDARY = path.join(__dirname, 'src/components/ProErrorBoundary/index.tsx');
/** umi's layout wrapper that would draw its own (Chinese) Result, swapped for src/components/LayoutException. */
const UMI_LAYOUT_DIR = /[\\/]src[\\/]\.umi(-production)?[\\/]plugin-layout$/;
const LAYOUT_EXCEPTION = path.join(__dirname, 'src/components/LayoutException/index.tsx');
/** `@ant-design/icons/<Name>` (pro-layout's PageHeader) is the CommonJS build: a second copy of the icon core. */
const ICON_BY_ROOT_PATH = /^@ant-design\/icons\/([A-Z][A-Za-z]+)$/;

/**
 * The offline app's worker (spec §1; used only when the centre turns the offline app on, src/global.tsx).
 * The shell and hashed assets are precached. umi writes index.html after webpack has finished, so it is
 * added by hand with this build's time as its revision: every build is a new version to offer.
 * API answers a teacher needs away from a connection (own lessons, availability, calendar, lesson
 * feedback) are kept network-first, for teacher accounts only (src/utils/session.ts names the cache
 * and clears it on sign-out); no other account's or screen's personal data is cached.
 */
function serviceWorkerOptions(): ConstructorParameters<typeof GenerateSW>[0] {
  return {
    swDest: 'service-worker.js',
    clientsClaim: true,
    // One file: the worker's own runtime would otherwise be a second, unhashed script.
    inlineWorkboxRuntime: true,
    // The user chooses when a new version takes over (the update button), so it waits.
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // Background Sync for lesson actions made offline (src/pages/teacher-confirmation/offline/sync-worker.ts,
    // bundled after the app by `npm run build:client`).
    importScripts: ['/lesson-sync.js'],
    additionalManifestEntries: [{ url: '/index.html', revision: String(Date.now()) }],
    exclude: [/\.map$/, /\.br$/, /\.gz$/, /\.LICENSE\.txt$/],
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    runtimeCaching: [
      {
        // Serialised into the worker: it names nothing outside itself. Only a teacher's answers are kept
        // (the role is read from the token's claims, unverified: it only decides what this device keeps).
        urlPattern: ({ url, request }) => {
          if (request.method !== 'GET') return false;
          const teacherRead =
            /^\/api\/(account|teacher-confirmations|teacher-availability(\/calendar)?|schedules\/calendar|schedules\/\d+\/feedback)$/;
          if (!teacherRead.test(url.pathname)) return false;
          const payload = (request.headers.get('Authorization') ?? '').split('.')[1] ?? '';
          try {
            return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).auth === 'ROLE_TEACHER';
          } catch {
            return false;
          }
        },
        handler: 'NetworkFirst',
        options: {
          cacheName: 'teacher-api',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}

export default defineConfig({
  // Hashed file names: the server caches them for a year (server/src/plugins/spa.ts).
  hash: true,
  // scripts/bench/main-thread-profile.mjs: the same build with source maps, in a folder of its own, so a
  // CPU profile can name the library each function comes from. The product's build ships no maps.
  ...(process.env.PROFILE_BUILD === '1'
    ? { devtool: 'source-map', outputPath: 'node_modules/.cache/profile-dist' }
    : {}),
  // Evergreen browsers only (an admin tool): less transpiling and far fewer polyfills in the first load.
  targets: { chrome: 109, edge: 109, firefox: 115, safari: 16 },
  // Those browsers need no core-js; only umi's regenerator runtime stays.
  polyfill: { imports: [] },
  routes,
  npmClient: 'npm',
  title: defaultSettings.title,
  mock: false,
  proxy: proxy.dev,
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { name: 'description', content: 'Administration for tutoring and education centres' },
    { name: 'theme-color', content: '#001529' },
    // iOS reads these instead of the manifest when the site is added to the home screen.
    { name: 'apple-mobile-web-app-capable', content: 'yes' },
    { name: 'apple-mobile-web-app-status-bar-style', content: 'black-translucent' },
    { name: 'apple-mobile-web-app-title', content: defaultSettings.title },
  ],
  links: [
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'manifest', href: '/manifest.json' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  ],
  // Sets <html lang="en">.
  plugins: ['./config/html-plugin.ts'],
  // No `theme`/`configProvider` here: that makes umi wrap the app in its own ConfigProvider and bundle lodash
  // `merge` into the first load. The theme is set in src/app.tsx (innerProvider) and src/global.tsx.
  antd: {},
  access: {},
  model: {},
  // What umi draws instead of the app while the signed-in account loads (issue 19 item 3); without it an empty div.
  initialState: { loading: '@/loading' },
  request: {},
  dva: {},
  layout: {
    locale: false,
    title: defaultSettings.title,
  },
  // No `locale`: umi's locale plugin brings react-intl into every first load and no screen uses it. The one
  // language's antd locale (which pro-components and dayjs follow) is set in src/app.tsx (innerProvider).
  ignoreMomentLocale: true,
  fastRefresh: true,
  codeSplitting: { jsStrategy: 'granularChunks' },
  esbuildMinifyIIFE: true,
  // `ANALYZE=1 npm run build:client`: webpack-bundle-analyzer's module sizes per chunk, offline, in
  // dist/bundle-report.json (parsed and gzip sizes; read it beside what `check:bundle` loads per page).
  analyze: { analyzerMode: 'json', reportFilename: 'bundle-report.json' },
  chainWebpack(memo, { env, webpack }) {
    memo.output.set('chunkLoadTimeout', CHUNK_LOAD_TIMEOUT_MS);
    if (fs.existsSync(NESTED_ICONS)) memo.resolve.alias.set(NESTED_ICONS, APP_ICONS);
    for (const nested of NESTED_BABEL_RUNTIMES) {
      if (fs.existsSync(nested)) memo.resolve.alias.set(nested, BABEL_RUNTIME);
    }
    memo.module.rule('pure-app-modules').test(PURE_APP_MODULES).sideEffects(false);
    // umi's request module imports useRequest's library at the top; marked pure, it is dropped when no
    // page calls useRequest (15 kB gzip less in every first load).
    memo.module
      .rule('pure-request-hooks')
      .test(/node_modules[\\/](@ahooksjs[\\/]use-request|lodash\.debounce|lodash\.throttle)[\\/]/)
      .sideEffects(false);
    // Only axios' Node branch (no Blob) names Buffer: no 57 kB Buffer polyfill in the first load.
    memo.plugin('node-polyfill-provider').tap(([provided]) => {
      const withoutBuffer = { ...provided };
      delete withoutBuffer.Buffer;
      return [withoutBuffer];
    });
    memo.plugin('lazy-pro-fields').use(webpack.NormalModuleReplacementPlugin, [
      LAZY_FIELD_REQUEST,
      (resource: { context: string; request: string }) => {
        const field = LAZY_FIELD_REQUEST.exec(resource.request)?.[1];
        if (field && PRO_FIELD_ROOT.test(resource.context)) {
          resource.request = path.join(__dirname, 'src/components/LazyProField', `${field}.tsx`);
        }
      },
    ]);
    memo.plugin('lazy-pro-error-result').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/components\/ErrorBoundary$/,
      (resource: { context: string; request: string }) => {
        if (PRO_UTILS_ROOT.test(resource.context)) resource.request = PRO_ERROR_BOUNDARY;
      },
    ]);
    memo.plugin('layout-exception').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/Exception$/,
      (resource: { context: string; request: string }) => {
        if (UMI_LAYOUT_DIR.test(resource.context)) resource.request = LAYOUT_EXCEPTION;
      },
    ]);
    memo.plugin('es-icons').use(webpack.NormalModuleReplacementPlugin, [
      ICON_BY_ROOT_PATH,
      (resource: { request: string }) => {
        resource.request = resource.request.replace(ICON_BY_ROOT_PATH, '@ant-design/icons/es/icons/$1');
      },
    ]);
    if (env === 'production') {
      memo.plugin('service-worker').use(GenerateSW, [serviceWorkerOptions()]);
      // umi names lazy chunks `name.hash.async.js` / `name.hash.chunk.css`; the server's immutable cache
      // rule (server/src/plugins/spa.ts) expects the hash right before the extension.
      memo.output.chunkFilename('[name].[contenthash:8].js');
      if (memo.plugins.has('mini-css-extract-plugin')) {
        memo
          .plugin('mini-css-extract-plugin')
          .tap(([options]) => [{ ...options, chunkFilename: '[name].[contenthash:8].css' }]);
      }
    }
    return memo;
  },
});
