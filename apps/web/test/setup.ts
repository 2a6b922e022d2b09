import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installDomPolyfills } from './dom-polyfills';
import { apiServer } from './trpc-mock';

installDomPolyfills();
// The first render of a lazily loaded screen includes its on-demand transform, and CI runs the web
// tests beside the API suites on two cores (a results screen once took over 5 s there): allow for it.
configure({ asyncUtilTimeout: 15_000 });

// Every request a test makes must be one the mocked API answers.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  window.localStorage.clear();
});

afterAll(() => apiServer.close());
