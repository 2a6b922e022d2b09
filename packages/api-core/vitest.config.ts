import { nodePackageConfig } from '@cre/vitest-config';

export default nodePackageConfig();
