import { domPackageConfig } from '@cre/vitest-config';

/** @cre/ui component tests: jsdom and Testing Library, workspace packages resolved to their sources. */
export default domPackageConfig();
