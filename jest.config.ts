import { configUmiAlias, createConfig } from '@umijs/max/test.js';
import type { Config } from 'jest';

// '.js': Node 24 loads this file itself (type stripping, as an ES module), where a bare subpath does not resolve.

/**
 * Client tests: unit and component tests under src/** and tests/ (not tests/e2e, which is Playwright,
 * and not server/, which has its own runner). jest-fixed-jsdom keeps Node's fetch/streams so msw 2 works.
 */
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
    setupFilesAfterEnv: ['<rootDir>/tests/jest-setup.ts'],
    clearMocks: true,
  };
};
