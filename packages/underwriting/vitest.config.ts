import { nodePackageConfig } from '@cre/vitest-config';

export default nodePackageConfig({ test: { setupFiles: ['test/setup.ts'] } });
