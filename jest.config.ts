import { configUmiAlias, createConfig } from '@umijs/max/test';
import type { Config } from 'jest';

/**
 * Client tests: unit and component tests under src/** and tests/ (not tests/e2e, which is Playwright,
 * and not server/, which has its own runner). jest-fixed-jsdom keeps Node's fetch/streams so msw 2 works.
 */
const ESM_ONLY_PACKAGES = [
  '@umijs',
  'umi',
  '@babel/runtime',
  'antd/es',
  'rc-picker/es',
  'rc-pagination/es',
  'dayjs/esm',
  // msw 2 and its dependencies
  'rettime',
  'until-async',
  '@mswjs',
  '@open-draft',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  '@bundled-es-modules',
];

export default async (): Promise<Config> => {
  const config = (await configUmiAlias(
    createConfig({
      target: 'browser',
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
  )) as Config;
  return {
    ...config,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { url: 'http://localhost:8000/' },
    roots: ['<rootDir>/src', '<rootDir>/tests'],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/tests/**/*.test.{ts,tsx}'],
    testPathIgnorePatterns: [
      ...(config.testPathIgnorePatterns ?? []),
      '<rootDir>/tests/e2e/',
      '<rootDir>/server/',
      '<rootDir>/src/\\.umi',
    ],
    moduleNameMapper: {
      ...config.moduleNameMapper,
      // Source imports a few antd parts by path (e.g. the lazily loaded notification); jest runs CommonJS.
      '^antd/es/(.*)$': 'antd/lib/$1',
    },
    // umi's preset transforms every file under node_modules, which on a fresh clone (no jest cache) cost
    // most of the suite's time; the packages here are the ones that ship only ES modules to jest.
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`],
    setupFilesAfterEnv: ['<rootDir>/tests/jest-setup.ts'],
    clearMocks: true,
  };
};
