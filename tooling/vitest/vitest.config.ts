import { nodePackageConfig } from './src/index.js';

export default nodePackageConfig();
