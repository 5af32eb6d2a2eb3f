import { handlers } from '@chamados/portal-api/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** Where the unit tests' API lives: msw's handlers answer any origin. */
export const TEST_API = 'http://portal.test/api';

/**
 * portal-api's msw handlers (checked against the contract) for the unit tests of a file: started
 * before, reset after each test, closed after all. Returns the server, for `server.use(...)`.
 */
export function setupMswServer() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
