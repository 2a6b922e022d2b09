import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDomPolyfills } from './dom-polyfills';

installDomPolyfills();
// The first render of a lazily loaded screen includes its on-demand transform; allow for it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
