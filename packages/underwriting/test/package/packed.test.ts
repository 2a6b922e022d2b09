/**
 * The package as npm users get it: `pnpm pack`, installed into a scratch project with no registry,
 * then required and imported from JavaScript, compiled and run from TypeScript under `nodenext`
 * (`.mts` and `.cts`), its CLI run on the shipped example, and publint and attw run on the tarball.
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile, realpath, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_FILES } from './consumer-files.js';
import { CHILD_ENV, PACKAGE_DIR, packAndInstall, run, type ScratchProject, TSC } from './scratch-project.js';

let scratch: ScratchProject;
let installed: string;

beforeAll(async () => {
  scratch = await packAndInstall(CONSUMER_FILES);
  // pnpm links the package from its virtual store: Node and tsc report the real path.
  installed = await realpath(join(scratch.project, 'node_modules', '@cre', 'underwriting'));
}, 120_000);

afterAll(async () => {
  if (scratch) await rm(scratch.root, { recursive: true, force: true });
});

/** Every file under `dir`, relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** Runs a consumer file with Node in the scratch project and parses the JSON line it prints. */
async function runJson(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await run(process.execPath, [file], scratch.project)) as Record<string, unknown>;
}

describe('the packed @cre/underwriting', () => {
  it('ships a manifest without development conditions, with both entry points and zod as a peer', async () => {
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    // The scripts keep the workspace's commands (the bench runs the sources); nothing else may.
    const { scripts: _scripts, ...published } = manifest;
    for (const workspaceOnly of ['@cre/source', 'catalog:', 'workspace:', 'src/']) {
      expect(JSON.stringify(published)).not.toContain(workspaceOnly);
    }
    expect(manifest.exports).toEqual({
      '.': {
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
      },
      './package.json': './package.json',
    });
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toEqual({ zod: '^4.0.0' });
    expect(manifest.repository).toEqual({
      type: 'git',
      url: 'git+https://github.com/cre-sale-analyzer/cre-sale-analyzer.git',
      directory: 'packages/underwriting',
    });
    expect(manifest.bugs).toEqual({ url: 'https://github.com/cre-sale-analyzer/cre-sale-analyzer/issues' });
    expect(manifest.homepage).toMatch(/^https:\/\/github\.com\/cre-sale-analyzer\/cre-sale-analyzer\//);
  });

  it('ships LICENSE, CHANGELOG, the examples and both builds, and no sources or tests', async () => {
    const files = await listFiles(installed);
    for (const file of [
      'LICENSE',
      'CHANGELOG.md',
      'README.md',
      'examples/sample-deal.json',
      'bin/cre-underwrite.js',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/cli.js',
      'dist/cjs/index.js',
      'dist/cjs/index.d.ts',
      'dist/cjs/package.json',
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => /^(src|test|scripts)\//.test(file))).toEqual([]);
    expect(await readFile(join(installed, 'LICENSE'), 'utf8')).toContain(
      'Copyright (c) 2026 CRE Sale Analyzer contributors',
    );
    expect(JSON.parse(await readFile(join(installed, 'dist/cjs/package.json'), 'utf8'))).toEqual({
      type: 'commonjs',
    });
  });

  it('ships source maps that carry their sources, and CommonJS with no import.meta', async () => {
    const files = await listFiles(join(installed, 'dist'));
    const maps = files.filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(40);
    for (const file of maps) {
      const map = JSON.parse(await readFile(join(installed, 'dist', file), 'utf8'));
      expect(map.sourcesContent?.length, file).toBe(map.sources.length);
      expect(
        map.sourcesContent.every((text: unknown) => typeof text === 'string' && text.length > 0),
        file,
      ).toBe(true);
    }
    for (const file of files.filter((name) => name.startsWith('cjs/') && name.endsWith('.js'))) {
      expect(await readFile(join(installed, 'dist', file), 'utf8'), file).not.toContain('import.meta');
    }
  });

  it('is required from CommonJS (the CommonJS build) and imported from the same file', async () => {
    const out = await runJson('require.cjs');
    expect(out.resolved).toBe(join(installed, 'dist', 'cjs', 'index.js'));
    expect(out.noi).toBeCloseTo(892_300.39, 2);
    expect(out.irr).toBeCloseTo(16.3219, 4);
    expect(out.irrOfFlows).toBeCloseTo(0.152_78, 5);
    expect(out.importedNoi).toBe(out.noi);
    expect(out.sameZod).toBe(true);
    expect(out.composedValid).toBe(true);
  });

  it('is imported from an ES module (the ESM build)', async () => {
    const out = await runJson('import.mjs');
    expect(out.resolved).toBe(`file://${join(installed, 'dist', 'index.js')}`);
    expect(out.noi).toBeCloseTo(892_300.39, 2);
    expect(out.irr).toBeCloseTo(16.3219, 4);
    expect(out.irrOfFlows).toBeCloseTo(0.152_78, 5);
  });

  it('compiles under module nodenext as .mts and .cts against each build’s types, and runs', async () => {
    const listed = await run(process.execPath, [TSC, '-p', 'tsconfig.json', '--listFiles'], scratch.project);
    expect(listed).toContain(join(installed, 'dist', 'index.d.ts'));
    expect(listed).toContain(join(installed, 'dist', 'cjs', 'index.d.ts'));
    expect(await readFile(join(scratch.project, 'out', 'typed.cjs'), 'utf8')).toContain(
      'require("@cre/underwriting")',
    );
    const expected = {
      noi: '$185,900',
      capRate: '7.75%',
      irr: '20.87%',
      errors: { purchasePrice: 'Purchase price must be greater than 0' },
    };
    expect(await runJson('out/typed.mjs')).toEqual(expected);
    expect(await runJson('out/typed.cjs')).toEqual(expected);
  });

  it('runs the README’s CLI example on the shipped sample deal', async () => {
    const bin = join(scratch.project, 'node_modules', '.bin', 'cre-underwrite');
    const out = await run(bin, ['node_modules/@cre/underwriting/examples/sample-deal.json'], scratch.project);
    expect(out).toContain('  Net Operating Income              $892,300\n');
    expect(out).toContain('  IRR (7-year hold)                   16.32%\n');
    expect(out).toContain('Recommended hold: 7 years (medium-term)\n');
  });

  it('gives the installed version with --version and reads the deal from standard input with -', async () => {
    const bin = join(scratch.project, 'node_modules', '.bin', 'cre-underwrite');
    const { version } = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    expect(await run(bin, ['--version'], scratch.project)).toBe(`${version}\n`);
    const deal = await readFile(join(installed, 'examples', 'sample-deal.json'), 'utf8');
    const out = execFileSync(bin, ['-'], {
      cwd: scratch.project,
      env: CHILD_ENV,
      input: deal,
      encoding: 'utf8',
    });
    expect(out).toContain('  Net Operating Income              $892,300\n');
  });

  it('passes publint --strict and Are the Types Wrong? (pnpm lint:package)', async () => {
    const out = await run(
      process.execPath,
      [join(PACKAGE_DIR, 'scripts', 'lint-package.mjs'), scratch.tarball],
      PACKAGE_DIR,
    );
    console.log(out);
    expect(out).toContain('All good!');
    expect(out).toContain('No problems found');
  }, 60_000);
});
