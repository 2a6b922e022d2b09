import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { it } from 'vitest';

/** Where promtool is: /usr/bin/promtool (Debian's `prometheus` package) or else the first one on PATH. */
export const PROMTOOL: string | undefined = ['/usr/bin', ...(process.env.PATH ?? '').split(delimiter)]
  .filter((dir) => dir !== '')
  .map((dir) => join(dir, 'promtool'))
  .find((path) => existsSync(path));

const REQUIRED = process.env.CI === 'true';

/**
 * A test that runs promtool. Without promtool it is skipped locally (the title says why), but in CI
 * (`CI=true`, which .ci/steps/lib.sh sets and .ci/steps/system-packages.sh installs it for) it runs
 * and fails, so CI never passes with these checks silently left out.
 */
export function promtoolTest(title: string, check: (promtool: string) => void | Promise<void>): void {
  if (PROMTOOL === undefined && !REQUIRED) {
    console.warn(`Skipped "${title}": promtool not found (apt-get install prometheus); CI requires it.`);
    it.skip(`${title} (skipped: promtool not found; apt-get install prometheus)`, () => {});
    return;
  }
  it(title, async () => {
    if (PROMTOOL === undefined)
      throw new Error('promtool not found (required when CI=true: .ci/steps/system-packages.sh installs it)');
    await check(PROMTOOL);
  });
}

/** The outcome of one promtool run: its exit status and everything it printed. */
export interface PromtoolResult {
  status: number | null;
  output: string;
}

/** Runs `promtool ...args` and returns its exit status and output (stdout then stderr). */
export function runPromtool(promtool: string, args: string[]): PromtoolResult {
  const run = spawnSync(promtool, args, { encoding: 'utf8', timeout: 30_000 });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
