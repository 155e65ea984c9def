import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The msw server for component tests. A test file adds what it needs:
 *
 *   import { http, HttpResponse } from 'msw';
 *   import { server, setupMockServer } from '@/../mock/server';   // or a relative path
 *   setupMockServer();
 *   server.use(http.post('/api/authenticate', () => HttpResponse.json({ id_token: 't' })));
 *
 * Requests nobody handles fail the test ('error'), so a page can never reach a real network.
 */
export const server = setupServer();

/** Starts the server for the file, resets per-test handlers after each test, stops it at the end. */
export function setupMockServer(...handlers: RequestHandler[]) {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    if (handlers.length > 0) server.use(...handlers);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * @deprecated Same as `setupMockServer`; Biome's hook rule flags `use*` calls outside components.
 */
export const useMockServer = setupMockServer;
