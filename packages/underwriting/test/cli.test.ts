import { execFile, spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/analyze.js';
import { main } from '../src/cli-main.js';
import {
  formatMetricValue,
  METRIC_GROUP_KEYS,
  METRIC_GROUPS,
  METRICS,
  metricsOf,
} from '../src/metrics/index.js';
import { SAMPLE_DEAL } from './fixtures/sample-deal.js';
import { fakeIo } from './helpers/cli-io.js';

const run = promisify(execFile);

describe('cre-underwrite', () => {
  it('prints the metrics of a valid deal as a table', async () => {
    const io = fakeIo({ 'deal.json': JSON.stringify(SAMPLE_DEAL) });
    expect(await main(['deal.json'], io)).toBe(0);
    expect(io.err).toBe('');
    expect(io.out).toContain('  Net Operating Income              $892,300');
    expect(io.out).toContain('  Going-In Cap Rate                    7.50%');
    expect(io.out).toContain('  Loan-to-Value (LTV)                  75.0%');
    expect(io.out).toContain('  DSCR                                 1.23x');
    expect(io.out).toContain('  IRR (7-year hold)                   16.32%');
    expect(io.out).toContain('  NPV at 8.00%                    $1,872,623');
    expect(io.out).toContain('  WALT                            5.43 years');
    expect(io.out).toContain('Recommended hold: 7 years (medium-term)');
    expect(io.out).toContain('  1             $892,300        $723,147        $169,154        $169,154');
  });

  it('lists every metric of the catalog under its group, with the catalog’s label and format', async () => {
    const io = fakeIo({ 'deal.json': JSON.stringify(SAMPLE_DEAL) });
    expect(await main(['deal.json'], io)).toBe(0);
    const result = analyze({ ...SAMPLE_DEAL, asOf: SAMPLE_DEAL.asOf ?? '2026-01-01' });
    const lines = io.out.split('\n');
    let at = -1;
    // a single-loan deal has no capital stack group (its figures print with a second loan, fees, ...)
    for (const group of METRIC_GROUP_KEYS.filter((g) => g !== 'capitalStack')) {
      at = lines.indexOf(METRIC_GROUPS[group], at + 1);
      expect(at, group).toBeGreaterThan(-1);
      for (const key of metricsOf(group)) {
        at += 1;
        const line = lines[at] ?? '';
        expect(line.trim().startsWith(METRICS[key].label), key).toBe(true);
        expect(line.endsWith(formatMetricValue(key, result[key])), key).toBe(true);
      }
    }
  });

  it('prints N/A for a metric the deal has none of (no debt: no DSCR; no discount rate: no NPV)', async () => {
    const cash = { ...SAMPLE_DEAL, downPaymentPercent: 100, discountRate: null };
    const io = fakeIo({ 'deal.json': JSON.stringify(cash) });
    expect(await main(['deal.json'], io)).toBe(0);
    expect(io.out).toContain(`  DSCR${' '.repeat(22)}${'N/A'.padStart(16)}\n`);
    expect(io.out).toContain(`  NPV at —${' '.repeat(18)}${'N/A'.padStart(16)}\n`);
    expect(io.out).not.toContain('n/a');
  });

  it('prints the lease-by-lease table and the rollover schedule in leases mode', async () => {
    const deal = {
      purchasePrice: 300_000,
      sqft: 1_000,
      interestRate: 6,
      vacancyRate: 0,
      holdPeriod: 1,
      revenueInputType: 'individual',
      projectionMode: 'leases',
      renewalProbability: 100,
      asOf: '2026-01-01',
      tenantLeases: [
        {
          tenantName: 'Shop',
          sqftLeased: 1_000,
          rentPerSqft: 24,
          leaseTerm: 18,
          startDate: '2025-01-01',
          endDate: '2026-06-30',
        },
      ],
    };
    const io = fakeIo({ 'deal.json': JSON.stringify(deal) });
    expect(await main(['deal.json'], io)).toBe(0);
    const money = (values: string[]) => values.map((v) => v.padStart(14)).join('');
    // months 0-5 in place at $2,000; renewed from month 6 (P 100: no downtime, 1 free month, TI
    // $5/sq ft) at the $24 market rent (the roll's average), stepping to $2,060 a month at month 18.
    // LC: 3 % of 60 months' rent = 0.03 x 24,000 x (1 + 1.03 + 1.03^2 + 1.03^3 + 1.03^4) = $3,822.58
    const year1 = ['$24,000', '$2,000', '$0', '$0', '$0', '$22,000', '$0', '$22,000', '$5,000', '$3,823'];
    const year2 = ['$24,360', '$0', '$0', '$0', '$0', '$24,360', '$0', '$24,360', '$0', '$0'];
    expect(io.out).toContain(`Lease-by-lease projection\n`);
    expect(io.out).toContain(`\n  1     ${money(year1)}${'100.0%'.padStart(11)}\n`);
    expect(io.out).toContain(`\n  2     ${money(year2)}${'100.0%'.padStart(11)}\nRollovers (4; months`);
    expect(io.out).toContain(
      `\n  ${'Suite'.padEnd(24)}${'Tenant'.padEnd(24)}${'Sq ft'.padStart(10)}${'Available'.padStart(11)}`,
    );
    // no suite on the lease: the suite column names its tenant
    expect(io.out).toContain(
      `\n  ${'Shop'.padEnd(24)}${'Shop'.padEnd(24)}${'1,000'.padStart(10)}${'6'.padStart(11)}${'6'.padStart(8)}` +
        `${'0'.padStart(6)}${'1'.padStart(6)}${'$24.00'.padStart(12)}${money(['$5,000', '$3,823'])}\n`,
    );
    // the chain renews every 60 months inside the 16-year horizon: months 6, 66, 126 and 186
    expect(io.out.match(/\n {2}Shop {20}Shop {20}/g)).toHaveLength(4);
    // the hold of 1 year shows years 1 and 2 (the sale's forward year) only
    const leaseSection = io.out.slice(io.out.indexOf('Lease-by-lease projection'));
    expect(leaseSection).not.toMatch(/\n {2}3 {5}/);
  });

  it('names each rollover by suite and tenant, each cut to 23 characters; the vacant suite as Vacant space', async () => {
    const deal = {
      purchasePrice: 300_000,
      sqft: 1_500,
      interestRate: 6,
      holdPeriod: 1,
      revenueInputType: 'individual',
      projectionMode: 'leases',
      asOf: '2026-01-01',
      tenantLeases: [
        {
          tenantName: 'Northwind Traders Wholesale Outlet',
          suite: 'Building C, Suite 210 (mezzanine)',
          sqftLeased: 1_000,
          rentPerSqft: 24,
          leaseTerm: 18,
          startDate: '2025-01-01',
          endDate: '2026-06-30',
        },
      ],
    };
    const io = fakeIo({ 'deal.json': JSON.stringify(deal) });
    expect(await main(['deal.json'], io)).toBe(0);
    const rows = io.out.slice(io.out.indexOf('Rollovers (')).split('\n').slice(2);
    const named = rows.filter((row) => row.startsWith('  Building C, Suite 210 '));
    expect(named.length).toBeGreaterThan(0);
    for (const row of named)
      expect(row.slice(2, 50)).toBe('Building C, Suite 210 ( Northwind Traders Whole ');
    const vacant = rows.filter((row) => row.startsWith('  Vacant space'));
    expect(vacant.length).toBeGreaterThan(0);
    for (const row of vacant)
      expect(row.slice(2, 50)).toBe(`${'Vacant space'.padEnd(24)}${'Vacant space'.padEnd(24)}`);
  });

  it('prints the whole result with --json, and --as-of moves the WALT date', async () => {
    const io = fakeIo({ 'deal.json': JSON.stringify(SAMPLE_DEAL) });
    expect(await main(['deal.json', '--json', '--as-of', '2026-01-01'], io)).toBe(0);
    const result = JSON.parse(io.out);
    expect(result.noi).toBeCloseTo(892_300.393, 3);
    expect(result.leases).toHaveLength(12);
    const earlier = fakeIo({ 'deal.json': JSON.stringify(SAMPLE_DEAL) });
    await main(['deal.json', '--json'], earlier);
    // a year later every unexpired lease has 365 fewer days left
    expect(result.walt).toBeLessThan(JSON.parse(earlier.out).walt);
  });

  it('uses today as the as-of date when the deal has none', async () => {
    const { asOf: _ignored, ...noDate } = SAMPLE_DEAL;
    const io = fakeIo({ 'deal.json': JSON.stringify(noDate) });
    expect(await main(['deal.json', '--json'], io)).toBe(0);
    const withDate = fakeIo({ 'deal.json': JSON.stringify({ ...noDate, asOf: '2025-01-01' }) });
    await main(['deal.json', '--json'], withDate);
    expect(JSON.parse(io.out).walt).toBe(JSON.parse(withDate.out).walt);
  });

  it('prints each validation message with its field and exits 1', async () => {
    const bad = { purchasePrice: -5, sqft: 'big', interestRate: 45, tenantLeases: [{ tenantName: '' }] };
    const io = fakeIo({ 'bad.json': JSON.stringify(bad) });
    expect(await main(['bad.json'], io)).toBe(1);
    expect(io.out).toBe('');
    expect(io.err).toContain('bad.json is not a valid deal:\n');
    expect(io.err).toContain('  purchasePrice: Purchase price must be greater than 0\n');
    expect(io.err).toContain('  sqft: Square footage must be a number\n');
    expect(io.err).toContain('  interestRate: Interest rate must be between 0% and 30%\n');
    expect(io.err).toContain('  tenantLeases.0.tenantName: Tenant name is required\n');
    expect(io.err).toContain('  tenantLeases.0.startDate: Start date is required\n');
  });

  it('a JSON value that is not an object is invalid too', async () => {
    const io = fakeIo({ 'list.json': '[1, 2]' });
    expect(await main(['list.json'], io)).toBe(1);
    expect(io.err).toMatch(/^list\.json is not a valid deal:\n {2}\(deal\): /);
  });

  it('exits 2 with a clear message for unreadable files, bad JSON and bad arguments', async () => {
    const io = fakeIo({ 'broken.json': '{"purchasePrice": ' });
    expect(await main(['missing.json'], io)).toBe(2);
    expect(io.err).toBe('Cannot read missing.json (ENOENT)\n');
    io.err = '';
    expect(await main(['broken.json'], io)).toBe(2);
    expect(io.err).toMatch(/^broken\.json is not valid JSON: /);
    io.err = '';
    expect(await main([], io)).toBe(2);
    expect(io.err).toContain('Missing the deal file');
    io.err = '';
    expect(await main(['deal.json', '--as-of', '2025-13-01'], io)).toBe(2);
    expect(io.err).toContain('--as-of needs a date written yyyy-mm-dd');
    io.err = '';
    expect(await main(['deal.json', '--verbose'], io)).toBe(2);
    expect(io.err).toContain('Unknown option --verbose');
    expect(await main(['--help'], io)).toBe(0);
    expect(io.out).toContain('Usage: cre-underwrite <deal.json | -> [--json] [--as-of yyyy-mm-dd]');
  });

  it('--version prints the version it is given and exits 0', async () => {
    const io = fakeIo({});
    expect(await main(['--version'], io)).toBe(0);
    expect(io.out).toBe('9.8.7-test\n');
    expect(io.err).toBe('');
  });

  it('reads the deal from standard input for -', async () => {
    const io = fakeIo({}, JSON.stringify(SAMPLE_DEAL));
    expect(await main(['-', '--as-of', '2025-01-01'], io)).toBe(0);
    expect(io.err).toBe('');
    expect(io.out).toContain('  Net Operating Income              $892,300');
    const bad = fakeIo(
      {},
      JSON.stringify({ purchasePrice: 1e6, sqft: 1000, interestRate: 6, vacancyRate: 150 }),
    );
    expect(await main(['-'], bad)).toBe(1);
    expect(bad.err).toBe(
      'Standard input is not a valid deal:\n  vacancyRate: Vacancy rate must be between 0% and 100%\n',
    );
    const broken = fakeIo({}, '{');
    expect(await main(['-'], broken)).toBe(2);
    expect(broken.err).toMatch(/^Standard input is not valid JSON: /);
    const closed = fakeIo({});
    expect(await main(['-'], closed)).toBe(2);
    expect(closed.err).toBe('Cannot read standard input (EBADF)\n');
  });

  it('runs as a process: exit codes 0, 1 and 2', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const example = fileURLToPath(new URL('../examples/sample-deal.json', import.meta.url));
    const args = ['--import', 'tsx', cli];
    const ok = await run(process.execPath, [...args, example, '--json']);
    expect(JSON.parse(ok.stdout).noi).toBeCloseTo(892_300.393, 3);
    const badFile = fileURLToPath(new URL('./fixtures/invalid-deal.json', import.meta.url));
    await expect(run(process.execPath, [...args, badFile])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('purchasePrice: Purchase price must be greater than 0'),
    });
    await expect(run(process.execPath, [...args, 'no-such-file.json'])).rejects.toMatchObject({ code: 2 });
    expect(JSON.parse(await readFile(example, 'utf8'))).toEqual(JSON.parse(JSON.stringify(SAMPLE_DEAL)));
  });

  it('runs as a process: --version prints package.json version, - reads standard input', async () => {
    const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
    const args = ['--import', 'tsx', cli];
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect((await run(process.execPath, [...args, '--version'])).stdout).toBe(`${pkg.version}\n`);
    const example = await readFile(new URL('../examples/sample-deal.json', import.meta.url), 'utf8');
    const ok = spawnSync(process.execPath, [...args, '-', '--json'], { input: example, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).noi).toBeCloseTo(892_300.393, 3);
    const bad = spawnSync(process.execPath, [...args, '-'], {
      input: '{ "purchasePrice": -1, "sqft": 10000, "interestRate": 6 }',
      encoding: 'utf8',
    });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe(
      'Standard input is not a valid deal:\n  purchasePrice: Purchase price must be greater than 0\n',
    );
  });
});
