// Empties dist/ before a build, so a source file that was deleted or renamed is not shipped.
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
