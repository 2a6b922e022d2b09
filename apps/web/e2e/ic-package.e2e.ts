import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantLease } from '@cre/underwriting';
import { unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { artifactsDir, seeToast, visible } from './harness';
import { calculate, newAnalystPage } from './support/analyzer-page';
import { DEAL_TEXT, dealProject } from './support/deal';

const TENANT_COUNT = 100;
const RUNS = 3;

/** 100 suites with steps and recovery types, leased on a 60,000 sq ft building. */
function hundredTenants(): TenantLease[] {
  return Array.from({ length: TENANT_COUNT }, (_, i) => {
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      tenantName: `Tenant ${i + 1}`,
      suite: `${100 + i}`,
      sqftLeased: 400 + (i % 8) * 25,
      rentPerSqft: 20 + (i % 10),
      leaseTerm: 60,
      freeMonths: i % 3,
      tenantImprovements: 0,
      annualRentIncrease: 3,
      startDate: `2024-${month}-01`,
      endDate: `${2028 + (i % 6)}-${month}-01`,
      rentSteps: i % 4 === 0 ? [{ date: `2027-${month}-01`, rentPerSqft: 21 + (i % 10) }] : [],
      recoveryType: i % 3 === 0 ? 'nnn' : i % 3 === 1 ? 'gross' : 'base-year',
      marketRentPerSqft: null,
    };
  });
}

/** Median of a list of numbers. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('the investment-committee package', () => {
  test('a 100-tenant lease-by-lease deal downloads its IC package (PDF and workbook in one zip)', async () => {
    const { page } = await newAnalystPage();
    const project = {
      ...dealProject(hundredTenants()),
      sqft: 60_000,
      projectionMode: 'leases' as const,
      asOf: '2026-12-31',
    };
    const saved = await page.request.post('/api/properties', { data: project });
    expect(saved.status(), await saved.text()).toBe(200);
    const { id } = (await saved.json()) as { id: number };
    await page.goto(`/underwriting?project=${id}`);
    await seeToast(page, `${DEAL_TEXT[0]?.[1]} has been loaded for editing`);
    await calculate(page);
    const button = page.getByRole('button', { name: 'Download IC package' });
    await visible(button);
    const times: number[] = [];
    let bytes: Buffer | null = null;
    let name = '';
    for (let run = 0; run < RUNS; run++) {
      const started = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        button.click(),
      ]);
      times.push(Date.now() - started);
      name = download.suggestedFilename();
      const file = join(artifactsDir, `ic-package-${run}.zip`);
      await download.saveAs(file);
      bytes = readFileSync(file);
      await visible(page.getByRole('button', { name: 'Download IC package' }));
    }
    const entries = unzipSync(new Uint8Array(bytes as Buffer));
    const files = Object.keys(entries).sort();
    expect(name).toMatch(/^Maple Court Plaza IC Package \d{4}-\d{2}-\d{2}\.zip$/);
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^Maple Court Plaza IC Memo \d{4}-\d{2}-\d{2}\.pdf$/);
    expect(files[1]).toMatch(/^Maple Court Plaza Model \d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(new TextDecoder().decode((entries[files[0] as string] as Uint8Array).slice(0, 5))).toBe('%PDF-');
    console.log(
      `[ic package] ${TENANT_COUNT} tenants, lease by lease: click → download ${times.join(', ')} ms ` +
        `(median ${median(times)} ms, target under 3,000 ms), ${Math.round((bytes?.length ?? 0) / 1024)} KiB`,
    );
  });
});
