import { domPackageConfig } from '@cre/vitest-config';
import react from '@vitejs/plugin-react';

/** Component tests: jsdom, Testing Library, workspace packages resolved to their sources. */
export default domPackageConfig({ plugins: [react()] });
