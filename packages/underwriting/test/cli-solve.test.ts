import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT, main, renderTable, USAGE } from '../src/cli-main.js';
import { analyze, formatSolveInput, solveFor, withVaried } from '../src/index.js';
import { SAMPLE_DEAL } from './fixtures/sample-deal.js';
import { fakeIo } from './helpers/cli-io.js';

const DEAL = JSON.stringify(SAMPLE_DEAL);
const solveArgs = (...flags: string[]) => ['solve', 'deal.json', ...flags];
const IRR_15 = ['--vary', 'purchasePrice', '--metric', 'irr', '--target', '15'];

describe('cre-underwrite solve', () => {
  it('prints the price for a 15% IRR and the analysis at that price, and exits 0', async () => {
    const io = fakeIo({ 'deal.json': DEAL });
    expect(await main(solveArgs(...IRR_15), io)).toBe(EXIT.ok);
    expect(io.err).toBe('');
    const solved = solveFor(SAMPLE_DEAL, { vary: 'purchasePrice', metric: 'irr', target: 15 });
    if (solved.value === null) throw new Error('the sample deal reaches a 15% IRR');
    const price = formatSolveInput('purchasePrice', solved.value);
    expect(price).toBe('$12,203,039');
    const atPrice = analyze(withVaried(SAMPLE_DEAL, 'purchasePrice', solved.value));
    expect(io.out).toBe(
      `Purchase Price for a 15% IRR: ${price}\n\nAnalysis at a purchase price of ${price}:\n` +
        renderTable(atPrice, SAMPLE_DEAL.holdPeriod ?? 0, SAMPLE_DEAL.discountRate ?? null),
    );
    const lines = io.out.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Purchase Price for a 15% IRR: $12,203,039',
      '',
      'Analysis at a purchase price of $12,203,039:',
    ]);
    expect(lines).toContain('  IRR (7-year hold)                   15.00%');
    expect(lines).toContain('  Net Operating Income              $892,300');
    expect(lines).toContain('  DSCR                                 1.20x');
    expect(lines).toContain('  Cash-on-Cash Return                  4.58%');
  });

  it('words other inputs and metrics with their units, and takes --flag=value', async () => {
    const io = fakeIo({ 'deal.json': DEAL });
    const args = solveArgs('--vary=interestRate', '--metric=dscr', '--target=1.25');
    expect(await main(args, io)).toBe(0);
    const solved = solveFor(SAMPLE_DEAL, { vary: 'interestRate', metric: 'dscr', target: 1.25 });
    const rate = formatSolveInput('interestRate', solved.value as number);
    expect(rate).toBe('6.36%');
    expect(io.out.split('\n').slice(0, 3)).toEqual([
      'Interest Rate for a 1.25x DSCR: 6.36%',
      '',
      'Analysis at an interest rate of 6.36%:',
    ]);
    expect(io.out).toContain('  DSCR                                 1.25x\n');
  });

  it('prints the reason and the closest approach for a target out of reach, and exits 3', async () => {
    const io = fakeIo({ 'deal.json': DEAL });
    const args = solveArgs('--vary', 'vacancyRate', '--metric', 'irr', '--target', '40');
    expect(await main(args, io)).toBe(EXIT.outOfReach);
    expect(EXIT.outOfReach).toBe(3);
    const result = solveFor(SAMPLE_DEAL, { vary: 'vacancyRate', metric: 'irr', target: 40 });
    if (result.value !== null) throw new Error('a 40% IRR is out of reach of the vacancy rate');
    expect(io.out).toBe(
      'A 40% IRR is out of reach: the highest IRR for any vacancy rate between 0% and 100% is 20.0%\n' +
        'Closest: at a vacancy rate of 0% the IRR is 20.0%\n',
    );
    expect(io.out.split('\n')[0]).toBe(result.reason);
    expect(io.err).toBe('');
  });

  it('prints the solveFor result as JSON with --json (exit 0 solved, 3 out of reach)', async () => {
    const io = fakeIo({ 'deal.json': DEAL });
    expect(await main(solveArgs(...IRR_15, '--json'), io)).toBe(0);
    const solved = JSON.parse(io.out);
    expect(Object.keys(solved).sort()).toEqual(['evaluations', 'metricValue', 'value']);
    expect(solved).toEqual(solveFor(SAMPLE_DEAL, { vary: 'purchasePrice', metric: 'irr', target: 15 }));
    expect(solved.metricValue).toBeCloseTo(15, 6);

    const out = fakeIo({ 'deal.json': DEAL });
    const args = solveArgs('--vary', 'interestRate', '--metric', 'dscr', '--target', '50', '--json');
    expect(await main(args, out)).toBe(3);
    const unreachable = JSON.parse(out.out);
    expect(unreachable).toEqual({
      value: null,
      reason: 'A 50x DSCR is out of reach: the highest DSCR for any interest rate between 0% and 30% is 2.5x',
      best: { value: 0, metricValue: expect.closeTo(2.5, 1) },
      evaluations: expect.any(Number),
    });
  });

  it('reads the deal from standard input for -, with --as-of', async () => {
    const io = fakeIo({}, DEAL);
    expect(await main(['solve', '-', ...IRR_15, '--as-of', '2025-01-01'], io)).toBe(0);
    expect(io.out.split('\n')[0]).toBe('Purchase Price for a 15% IRR: $12,203,039');
    const bad = fakeIo(
      {},
      JSON.stringify({ purchasePrice: 1e6, sqft: 1000, interestRate: 6, vacancyRate: 150 }),
    );
    expect(await main(['solve', '-', ...IRR_15], bad)).toBe(EXIT.invalid);
    expect(bad.out).toBe('');
    expect(bad.err).toBe(
      'Standard input is not a valid deal:\n  vacancyRate: Vacancy rate must be between 0% and 100%\n',
    );
  });

  it.each([
    [
      ['--metric', 'irr', '--target', '15'],
      'Missing --vary: the input to vary, one of purchasePrice, annualRent,',
    ],
    [
      ['--vary', 'price', '--metric', 'irr', '--target', '15'],
      'Unknown --vary price: choose one of purchasePrice,',
    ],
    [
      ['--vary', 'purchasePrice', '--target', '15'],
      'Missing --metric: the metric to aim at, one of irr, cashOnCash,',
    ],
    [
      ['--vary', 'purchasePrice', '--metric', 'roi', '--target', '15'],
      'Unknown --metric roi: choose one of irr,',
    ],
    [['--vary', 'purchasePrice', '--metric', 'irr'], 'Missing --target: the value the metric should reach'],
    [
      ['--vary', 'purchasePrice', '--metric', 'irr', '--target', '15%'],
      '--target needs a number (15 for 15%, 1.25 for 1.25x), not 15%',
    ],
    [['--vary', 'purchasePrice', '--metric', 'irr', '--target', 'abc'], '--target needs a number'],
    [['--vary', 'purchasePrice', '--metric', 'irr', '--target'], '--target needs a value'],
    [[...IRR_15, '--verbose'], 'Unknown option --verbose'],
    [[...IRR_15, 'other.json'], 'Unexpected argument other.json'],
    [[...IRR_15, '--as-of', '2025-13-01'], '--as-of needs a date written yyyy-mm-dd'],
  ])('exits 2 with a message and the usage for bad flags: %j', async (flags, message) => {
    const io = fakeIo({ 'deal.json': DEAL });
    expect(await main(solveArgs(...flags), io)).toBe(EXIT.usage);
    expect(io.out).toBe('');
    expect(io.err.startsWith(message)).toBe(true);
    expect(io.err.endsWith(`\n\n${USAGE}\n`)).toBe(true);
  });

  it('exits 2 when the deal file is missing, and takes a negative --target', async () => {
    const io = fakeIo({ 'deal.json': DEAL });
    expect(await main(['solve', ...IRR_15], io)).toBe(2);
    expect(io.err.startsWith('Missing the deal file\n')).toBe(true);
    const negative = fakeIo({ 'deal.json': DEAL });
    const args = solveArgs('--vary', 'purchasePrice', '--metric', 'npv', '--target', '-250000', '--json');
    expect(await main(args, negative)).toBe(0);
    expect(JSON.parse(negative.out).metricValue).toBeCloseTo(-250_000, 1);
  });

  it('exits 2 with the engine message for a request this deal cannot answer', async () => {
    const io = fakeIo({ 'deal.json': DEAL });
    const args = solveArgs('--vary', 'annualRent', '--metric', 'irr', '--target', '15');
    expect(await main(args, io)).toBe(2);
    expect(io.out).toBe('');
    expect(io.err).toBe(
      'Annual rent is not used when the rent comes from the rent roll: vary the rent level (rentScale) instead\n',
    );
    const noRate = fakeIo({ 'deal.json': JSON.stringify({ ...SAMPLE_DEAL, discountRate: null }) });
    const npv = solveArgs('--vary', 'purchasePrice', '--metric', 'npv', '--target', '0');
    expect(await main(npv, noRate)).toBe(2);
    expect(noRate.err).toBe('NPV needs a discount rate\n');
  });

  it('exits 1 for an invalid deal and 2 for an unreadable file, as the analysis does', async () => {
    const io = fakeIo({ 'bad.json': JSON.stringify({ purchasePrice: -5, sqft: 1000, interestRate: 6 }) });
    expect(await main(['solve', 'bad.json', ...IRR_15], io)).toBe(1);
    expect(io.err).toBe(
      'bad.json is not a valid deal:\n  purchasePrice: Purchase price must be greater than 0\n',
    );
    const missing = fakeIo({});
    expect(await main(['solve', 'missing.json', ...IRR_15], missing)).toBe(2);
    expect(missing.err).toBe('Cannot read missing.json (ENOENT)\n');
  });

  it('--help shows the solve usage', async () => {
    const io = fakeIo({});
    expect(await main(['solve', '--help'], io)).toBe(0);
    expect(io.out).toContain(
      'cre-underwrite solve <deal.json | -> --vary <input> --metric <metric> --target <number>',
    );
    expect(io.out).toContain('(exit 0), or why no value reaches it (exit 3)');
  });

  it('runs as a process: exit codes 0 and 3, and - reads standard input', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const example = fileURLToPath(new URL('../examples/sample-deal.json', import.meta.url));
    const args = ['--import', 'tsx', cli, 'solve'];
    const ok = spawnSync(process.execPath, [...args, example, ...IRR_15], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout.split('\n')[0]).toBe('Purchase Price for a 15% IRR: $12,203,039');
    const far = spawnSync(
      process.execPath,
      [...args, example, '--vary', 'vacancyRate', '--metric', 'irr', '--target', '40'],
      {
        encoding: 'utf8',
      },
    );
    expect(far.status).toBe(3);
    expect(far.stdout).toContain('A 40% IRR is out of reach');
    const text = await readFile(example, 'utf8');
    const stdin = spawnSync(process.execPath, [...args, '-', ...IRR_15, '--json'], {
      input: text,
      encoding: 'utf8',
    });
    expect(stdin.status).toBe(0);
    expect(JSON.parse(stdin.stdout).metricValue).toBeCloseTo(15, 6);
    const usage = spawnSync(process.execPath, [...args, example, '--vary', 'purchasePrice'], {
      encoding: 'utf8',
    });
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Missing --metric');
  });
});
