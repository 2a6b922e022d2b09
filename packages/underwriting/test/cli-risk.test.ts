/** `cre-underwrite tornado` and `simulate` (issue 28): tables, `--json` bit for bit, defaults, exit codes. */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT, main, USAGE } from '../src/cli-main.js';
import { parseSimulateArgs } from '../src/cli-risk-args.js';
import { formatRiskMetric, variableUnit } from '../src/cli-risk-table.js';
import {
  type AnalysisInput,
  analyze,
  defaultSimulationVariables,
  RISK_MESSAGES,
  RISK_VARIABLE_KEYS,
  type SimulateOptions,
  simulate,
  tornado,
} from '../src/index.js';
import { SAMPLE_DEAL } from './fixtures/sample-deal.js';
import { fakeIo } from './helpers/cli-io.js';

/** A small aggregate deal: $2M, $200k rent, 30 % down at 6 %, a 5-year hold. */
const SMALL: AnalysisInput = {
  purchasePrice: 2_000_000,
  sqft: 10_000,
  annualRent: 200_000,
  vacancyRate: 5,
  propertyTaxes: 20_000,
  insurance: 5_000,
  interestRate: 6,
  downPaymentPercent: 30,
  loanTerm: 25,
  exitCapRate: 7.5,
  holdPeriod: 5,
  rentEscalationRate: 3,
  asOf: '2025-01-01',
};

const files = { 'small.json': JSON.stringify(SMALL), 'deal.json': JSON.stringify(SAMPLE_DEAL) };

/** Runs the CLI in process on the test files; returns the exit code and what it wrote. */
async function cli(...argv: string[]) {
  const io = fakeIo(files);
  const code = await main(argv, io);
  return { code, out: io.out, err: io.err };
}

describe('cre-underwrite tornado', () => {
  it('prints the heading and a row per variable, largest swing first', async () => {
    const { code, out, err } = await cli('tornado', 'small.json');
    expect(code).toBe(EXIT.ok);
    expect(err).toBe('');
    expect(out.split('\n')).toEqual([
      'Tornado of small.json: IRR, base 24.86%',
      '  Swings: the defaults for this deal (--swing sets your own)',
      '  Variable                     Low        High  IRR at low  IRR at high      Swing',
      '  Rent level                 0.90x       1.10x      17.01%       31.61%  14.60 pts',
      '  Purchase price        $1,800,000  $2,200,000      31.39%       18.78%  12.61 pts',
      '  Vacancy rate               0.00%      10.00%      28.53%       20.90%   7.63 pts',
      '  Exit cap rate              7.00%       8.00%      27.61%       22.22%   5.39 pts',
      '  Rent escalation rate       2.00%       4.00%      22.51%       27.13%   4.63 pts',
      '  Interest rate              5.00%       7.00%      26.46%       23.23%   3.23 pts',
      '  Expense level              0.90x       1.10x      25.80%       23.90%   1.90 pts',
      '',
    ]);
    // the figures are tornado()'s, in its order
    const result = tornado(SMALL);
    const rows = out.split('\n').slice(3, -1);
    result.rows.forEach((row, i) => {
      expect(rows[i]).toContain(`  ${formatRiskMetric('irr', row.metricAtLow)}  `);
      expect(rows[i]?.endsWith(`${(row.swing as number).toFixed(2)} pts`)).toBe(true);
    });
  });

  it('takes --metric and --swing (the swings given replace the defaults), in each unit', async () => {
    const { code, out } = await cli(
      'tornado',
      'deal.json',
      '--metric=dscr',
      ...['--swing', 'interestRate=5,8', '--swing', 'holdPeriod=5,10', '--swing=loanTerm=20,30'],
      ...['--swing', 'marketRentPerSqft=20,30', '--swing', 'nnnChargesPerSqft=1,2'],
    );
    expect(code).toBe(0);
    // the market rent changes nothing in simple mode: left out; the hold and the NNN charge change
    // other figures but not the DSCR: swing 0
    expect(out.split('\n')).toEqual([
      'Tornado of deal.json: DSCR, base 1.23x',
      '  Swings: as given with --swing',
      '  Variable               Low         High  DSCR at low  DSCR at high  Swing',
      '  Interest rate        5.00%        8.00%        1.43x         1.08x  0.35x',
      '  Loan term         20 years     30 years        1.12x         1.32x  0.20x',
      '  Hold period        5 years     10 years        1.23x         1.23x  0.00x',
      '  NNN charges    $1.00/sq ft  $2.00/sq ft        1.23x         1.23x  0.00x',
      '',
    ]);
  });

  it('prints tornado() as JSON with --json', async () => {
    const { code, out } = await cli('tornado', 'deal.json', '--json', '--metric', 'noi');
    expect(code).toBe(0);
    expect(out).toBe(`${JSON.stringify(tornado(SAMPLE_DEAL, { metric: 'noi' }), null, 2)}\n`);
    const swings = await cli('tornado', 'small.json', '--json', '--swing', 'vacancyRate=-5,120');
    // clamped to the field's range
    expect(JSON.parse(swings.out)).toEqual(
      tornado(SMALL, { swings: [{ variable: 'vacancyRate', low: -5, high: 120 }] }),
    );
    expect(JSON.parse(swings.out).rows[0]).toMatchObject({ low: 0, high: 100 });
  });
});

/** The options the CLI builds for `simulate deal.json --runs 400 --seed 7 ...` below. */
const OPTIONS: SimulateOptions = {
  runs: 400,
  seed: 7,
  variables: [
    { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6.5, mode: 7, max: 8.5 } },
    { variable: 'vacancyRate', distribution: { kind: 'normal', sd: 3 } },
    { variable: 'interestRate', distribution: { kind: 'normal', mean: 6.5, sd: 0.5 } },
    { variable: 'rentScale', distribution: { kind: 'uniform', min: 0.9, max: 1.05 } },
  ],
  metrics: ['irr', 'noi', 'dscr'],
  thresholds: { irr: [0, 8, 12.5], dscr: [1.25] },
};
const FLAGS = [
  ...['--runs', '400', '--seed', '7', '--vary', 'exitCapRate=triangular:6.5,7,8.5'],
  ...['--vary', 'vacancyRate=normal:3', '--vary=interestRate=normal:6.5,0.5'],
  ...['--vary', 'rentScale=uniform:0.9,1.05', '--metric', 'irr', '--metric', 'noi', '--metric', 'dscr'],
  ...['--below', 'irr=0,8', '--below', 'dscr=1.25', '--below', 'irr=12.5'],
];

/** The order statistics, and how the table labels them ("Min", "P5", ..., "P50 (median)"). */
const ORDER = ['min', 'p5', 'p10', 'p25', 'p50', 'p75', 'p90', 'p95', 'max'] as const;
const orderLabel = (key: string) =>
  key === 'p50' ? 'P50 (median)' : `${key[0]?.toUpperCase()}${key.slice(1)}`;

describe('cre-underwrite simulate', () => {
  it('--json prints simulate() for the same options, bit for bit', async () => {
    const { code, out, err } = await cli('simulate', 'deal.json', ...FLAGS, '--json');
    expect(code).toBe(0);
    expect(err).toBe('');
    const node = simulate(SAMPLE_DEAL, OPTIONS);
    expect(out).toBe(`${JSON.stringify(node, null, 2)}\n`);
    expect(JSON.parse(out)).toEqual(node);
    const irr = JSON.parse(out).metrics.irr;
    for (const key of ['mean', 'sd', 'p5', 'p50', 'p95'] as const) {
      expect(Object.is(irr[key], node.metrics.irr?.[key])).toBe(true);
    }
    // another seed, other numbers
    const other = await cli('simulate', 'deal.json', ...FLAGS, '--seed', '8', '--json');
    expect(JSON.parse(other.out)).toEqual(simulate(SAMPLE_DEAL, { ...OPTIONS, seed: 8 }));
    expect(JSON.parse(other.out).metrics.irr.mean).not.toBe(irr.mean);
  });

  it('prints the runs, the variables and per metric its statistics, shares and histogram', async () => {
    const { code, out } = await cli('simulate', 'deal.json', ...FLAGS);
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      'Monte Carlo simulation of deal.json: 400 runs, seed 7',
      'Variables: as given with --vary',
      '  Exit cap rate  triangular  min 6.50%, mode 7.00%, max 8.50%',
      "  Vacancy rate   normal      mean 5.00% (the deal's value), sd 3.00 pts",
      '  Interest rate  normal      mean 6.50%, sd 0.50 pts',
      '  Rent level     uniform     min 0.90x, max 1.05x',
    ]);
    const irr = simulate(SAMPLE_DEAL, OPTIONS).metrics.irr;
    if (irr === undefined || irr.valid === 0) throw new Error('the sample deal has an IRR');
    const at = lines.indexOf('IRR');
    const pct = (x: number | null) => formatRiskMetric('irr', x);
    const stats = lines.slice(at + 1, at + 17).map((line) => line.trim().split(/ {2,}/));
    const share = (x: string) => `${((irr.below[x] as number) * 100).toFixed(1)}%`;
    expect(stats).toEqual([
      ['Valid runs', '400 of 400'],
      ['Mean', pct(irr.mean)],
      ['Standard deviation', `${(irr.sd as number).toFixed(2)} pts`],
      ...ORDER.map((key) => [orderLabel(key), pct(irr[key])]),
      ...['0', '8', '12.5'].map((x) => [`P(IRR < ${x}%)`, share(x)]),
      ['Histogram (20 equal bins; 40 # is the fullest bin)'],
    ]);
    const bins = lines.slice(at + 17, at + 37);
    const fullest = Math.max(...irr.histogram.counts);
    bins.forEach((line, i) => {
      const n = irr.histogram.counts[i] as number;
      expect(line.startsWith(`    ${pct(irr.histogram.edges[i] as number).padStart(6)}  to  `)).toBe(true);
      expect(line.endsWith(` ${n}`)).toBe(true);
      const bar = (/#+/.exec(line)?.[0] ?? '').length;
      expect(bar).toBe(n === 0 ? 0 : Math.max(1, Math.round((40 * n) / fullest)));
    });
    expect(lines[at + 37]).toBe('');
    expect(lines).toEqual(expect.arrayContaining(['Net Operating Income', 'DSCR']));
    expect(lines.some((line) => /^ {2}P\(DSCR < 1\.25x\) +\d+\.\d%$/.test(line))).toBe(true);
  });

  it('uses the deal’s default variables without --vary, and says so', async () => {
    const { code, out } = await cli('simulate', 'deal.json', '--runs', '300', '--seed', '11', '--json');
    expect(code).toBe(0);
    const variables = defaultSimulationVariables(SAMPLE_DEAL);
    expect(JSON.parse(out)).toEqual(simulate(SAMPLE_DEAL, { runs: 300, seed: 11, variables }));
    const text = await cli('simulate', 'deal.json', '--runs', '300', '--seed', '11');
    expect(text.out.split('\n').slice(0, 5)).toEqual([
      'Monte Carlo simulation of deal.json: 300 runs, seed 11',
      'Variables: the defaults for this deal (--vary sets your own)',
      '  Exit cap rate         triangular  min 7.00%, mode 7.50%, max 8.50%',
      '  Rent escalation rate  normal      mean 3.00%, sd 1.00 pts',
      '  Vacancy rate          triangular  min 2.00%, mode 5.00%, max 10.00%',
    ]);
    // runs and seed default to the risk card's 10,000 and 1, the metrics to IRR
    expect(parseSimulateArgs(['deal.json'])).toEqual({
      ...{ file: 'deal.json', json: false, asOf: null, runs: 10_000, seed: 1 },
      ...{ variables: undefined, metrics: ['irr'], thresholds: {} },
    });
  });

  it('prints one value for fixed variables, and no statistics for a metric without a value', async () => {
    const noRate = { ...SMALL, discountRate: null };
    const io = fakeIo({ 'deal.json': JSON.stringify(noRate) });
    const args = ['simulate', 'deal.json', '--runs', '5', '--vary', 'exitCapRate=uniform:8,8'];
    expect(await main([...args, '--metric', 'irr', '--metric', 'npv'], io)).toBe(0);
    const irr = analyze({ ...noRate, exitCapRate: 8 }).irr;
    expect(io.out.split('\n').slice(3)).toEqual([
      '',
      'IRR',
      '  Valid runs            5 of 5',
      `  Mean                  ${formatRiskMetric('irr', irr)}`,
      '  Standard deviation  0.00 pts',
      ...ORDER.map((key) => `  ${orderLabel(key).padEnd(18)}  ${formatRiskMetric('irr', irr).padStart(8)}`),
      `  Histogram: every run at ${formatRiskMetric('irr', irr)}`,
      '',
      'NPV',
      '  Valid runs  0 of 5',
      '  No run gives it a value.',
      '',
    ]);
  });
});

/** Usage errors: a command line (split at spaces) and the start of its message. */
const BAD_FLAGS = [
  ['tornado', 'Missing the deal file'],
  ['tornado deal.json --metric roi', 'Unknown --metric roi: choose one of irr, lpIrr, gpIrr,'],
  ['tornado deal.json --metric irr --metric noi', '--metric is given more than once'],
  ['tornado deal.json --swing exitCapRate=7', '--swing exitCapRate needs 2 numbers (low,high), not 1'],
  ['tornado deal.json --swing exitCapRate', '--swing needs <variable>=<low>,<high>'],
  ['tornado deal.json --swing exitCapRate=7,8%', '--swing exitCapRate: "8%" is not a number'],
  ['tornado deal.json --swing', '--swing needs a value'],
  ['tornado deal.json --runs 5', 'Unknown option --runs'],
  ['tornado deal.json other.json', 'Unexpected argument other.json'],
  ['simulate deal.json --runs many', '--runs needs a number, not many'],
  ['simulate deal.json --seed x7', '--seed needs a number, not x7'],
  ['simulate deal.json --vary exitCapRate=beta:1,2', '--vary exitCapRate: unknown distribution beta'],
  [
    'simulate deal.json --vary exitCapRate=triangular:6,7',
    '--vary exitCapRate=triangular needs min,mode,max (2',
  ],
  ['simulate deal.json --vary exitCapRate=normal:1,2,3', '--vary exitCapRate=normal needs mean,sd or sd (3'],
  ['simulate deal.json --vary exitCapRate:7', '--vary needs <variable>=<kind>:<numbers>'],
  ['simulate deal.json --metric roi', 'Unknown --metric roi'],
  ['simulate deal.json --below noi=1', '--below noi: noi is not simulated (add --metric noi)'],
  ['simulate deal.json --below irr', '--below needs <metric>=<value>,...'],
  ['simulate deal.json --as-of 2025-02-30', '--as-of needs a date written yyyy-mm-dd'],
];

/** Options the engine refuses: a command line (split at spaces) and the engine's whole message. */
const REFUSED = [
  ['simulate deal.json --runs 0', 'Runs must be a whole number from 1 to 100,000'],
  ['simulate deal.json --runs 100001', 'Runs must be a whole number from 1 to 100,000'],
  ['simulate deal.json --runs 2.5', 'Runs must be a whole number from 1 to 100,000'],
  ['simulate deal.json --seed 1e300', RISK_MESSAGES.seed],
  ['simulate deal.json --vary price=normal:1', RISK_MESSAGES.unknownVariable('price')],
  ['simulate deal.json --vary exitCapRate=uniform:8,7', 'Min must not be above max for exitCapRate'],
  [
    'simulate deal.json --vary exitCapRate=triangular:6,9,8',
    'Mode must be between min and max for exitCapRate',
  ],
  ['simulate deal.json --vary vacancyRate=normal:-1', 'Sd must be 0 or more for vacancyRate'],
  [
    'simulate deal.json --vary vacancyRate=normal:1 --vary vacancyRate=normal:2',
    'Variable vacancyRate is listed twice',
  ],
  ['simulate deal.json --metric lpIrr', 'Metric lpIrr needs an equity waterfall: this deal has none'],
  ['tornado deal.json --metric gpIrr', 'Metric gpIrr needs an equity waterfall: this deal has none'],
  [
    'tornado deal.json --swing prefRate=6,10',
    'Variable prefRate needs its capital-stack group: this deal has none',
  ],
  ['tornado deal.json --swing cap=6,10', RISK_MESSAGES.unknownVariable('cap')],
];

describe('cre-underwrite tornado and simulate: errors', () => {
  it.each(BAD_FLAGS)('a bad flag exits 2 with its message and the usage: %s', async (line, message) => {
    const { code, out, err } = await cli(...line.split(' '));
    expect(code).toBe(EXIT.usage);
    expect(out).toBe('');
    expect(err.startsWith(message)).toBe(true);
    expect(err.endsWith(`\n\n${USAGE}\n`)).toBe(true);
  });

  it.each(REFUSED)('an option the engine refuses exits 2 with its message: %s', async (line, message) => {
    const { code, out, err } = await cli(...line.split(' '));
    expect(code).toBe(EXIT.usage);
    expect(out).toBe('');
    expect(err).toBe(`${message}\n`);
  });

  it('an invalid deal exits 1 and an unreadable one 2, as the analysis does', async () => {
    const io = fakeIo({ 'bad.json': JSON.stringify({ ...SMALL, vacancyRate: 150 }) });
    expect(await main(['simulate', 'bad.json', '--runs', '10'], io)).toBe(EXIT.invalid);
    expect(io.err).toBe(
      'bad.json is not a valid deal:\n  vacancyRate: Vacancy rate must be between 0% and 100%\n',
    );
    const tornadoIo = fakeIo({}, '{"purchasePrice": -1, "sqft": 100, "interestRate": 6}');
    expect(await main(['tornado', '-'], tornadoIo)).toBe(EXIT.invalid);
    expect(tornadoIo.err).toBe(
      'Standard input is not a valid deal:\n  purchasePrice: Purchase price must be greater than 0\n',
    );
    const missing = fakeIo({});
    expect(await main(['tornado', 'missing.json'], missing)).toBe(EXIT.usage);
    expect(missing.err).toBe('Cannot read missing.json (ENOENT)\n');
  });

  it('--help shows both commands; every variable has a unit to print its values in', async () => {
    const { code, out } = await cli('simulate', '--help');
    expect(code).toBe(0);
    expect(out).toContain('cre-underwrite tornado <deal.json | -> [--metric <metric>] [--swing');
    expect(out).toContain('cre-underwrite simulate <deal.json | -> [--runs N] [--seed S] [--vary');
    expect(RISK_VARIABLE_KEYS.filter((variable) => variableUnit(variable) === null)).toEqual([]);
  });
});

describe('cre-underwrite tornado and simulate as a process', () => {
  it('prints what it prints in process, the numbers simulate() gives here, and exits 2 on a refused option', async () => {
    const entry = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const example = fileURLToPath(new URL('../examples/sample-deal.json', import.meta.url));
    const text = await readFile(example, 'utf8');
    const node = (argv: string[], input?: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', entry, ...argv], { encoding: 'utf8', input });
    const table = node(['tornado', example, '--metric', 'equityMultiple']);
    expect(table.status).toBe(0);
    const io = fakeIo({ [example]: text });
    await main(['tornado', example, '--metric', 'equityMultiple'], io);
    expect(table.stdout).toBe(io.out);
    const json = node(['simulate', '-', ...FLAGS, '--json'], text);
    expect(json.status).toBe(0);
    expect(json.stdout).toBe(`${JSON.stringify(simulate(SAMPLE_DEAL, OPTIONS), null, 2)}\n`);
    const refused = node(['simulate', example, '--runs', '0']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('Runs must be a whole number from 1 to 100,000\n');
  });
});
