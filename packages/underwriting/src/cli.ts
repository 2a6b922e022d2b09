/** Entry point of `cre-underwrite` (bin/cre-underwrite.js imports the built copy). */
import { main, nodeIo } from './cli-main.js';

process.exitCode = await main(process.argv.slice(2), nodeIo);
