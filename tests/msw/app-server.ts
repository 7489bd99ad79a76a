import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { connectServer, handlers, resetApi, unhandled } from './app-api';

/**
 * Starts the app's API (tests/msw/app-api.ts) for the test file that calls it: listening
 * before the tests, answers reset after each, and a test fails when it asked something no
 * mock answered. `beforeCheck` runs first after each test (unmount the screen, so what an
 * unmount sends is counted for the test that caused it).
 */
export function startAppApi(options: { beforeCheck?: () => void } = {}) {
  const server = setupServer(...handlers);
  connectServer((...h) => server.use(...h));

  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${request.url}`);
        print.error(); // the request fails at once rather than going to the network
      },
    }),
  );

  afterEach(() => {
    options.beforeCheck?.();
    server.resetHandlers();
    const missed = [...unhandled];
    resetApi();
    if (missed.length > 0) throw new Error(`Requests nobody answered:\n${missed.join('\n')}`);
  });

  afterAll(() => server.close());
  return server;
}
