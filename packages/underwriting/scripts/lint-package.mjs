// `pnpm lint:package`: builds, then runs publint (--strict) and Are the Types Wrong? on the
// tarball `pnpm pack` makes, the file npm users get (pnpm applies publishConfig, so the
// @cre/source condition is gone; `attw --pack` would run `npm pack`, which does not). With a path
// argument, lints that tarball instead (the packed-package test passes the one it made). Prints
// both tools' output and exits 1 when either reports a problem.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(packageDir, 'node_modules', '.bin', name);

let tarball = process.argv[2];
let scratch;
if (!tarball) {
  execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
  scratch = mkdtempSync(join(tmpdir(), 'cre-underwriting-lint-'));
  execFileSync('pnpm', ['pack', '--pack-destination', scratch], { cwd: packageDir, stdio: 'inherit' });
  const packed = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (!packed) throw new Error(`pnpm pack left no tarball in ${scratch}`);
  tarball = join(scratch, packed);
}

let failed = false;
for (const [tool, args] of [
  ['publint', ['run', tarball, '--strict']],
  ['attw', [tarball, '--format', 'ascii', '--no-color']],
]) {
  const result = spawnSync(bin(tool), args, { cwd: packageDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${tool} failed (exit ${result.status ?? result.signal})`);
    failed = true;
  }
}
if (scratch) rmSync(scratch, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
