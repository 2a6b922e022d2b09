import { analyze } from '@cre/underwriting';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { expirationRows } from '../charts/chart-data';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { LeaseProjectionCard } from './lease-projection-card';
import { ROLLOVERS_PER_PAGE } from './rollover-table';

function renderCard(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  const terms = {
    holdPeriod: values.holdPeriod,
    loanTerm: values.loanTerm,
    isInterestOnly: values.isInterestOnly,
  };
  return {
    result,
    ...renderWithProviders(<LeaseProjectionCard result={result} terms={terms} asOf={FIXTURE_AS_OF} />),
  };
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowNamed = (table: HTMLElement, name: string) =>
  within(table).getByRole('row', { name: new RegExp(`^${name} `) });

describe('Lease-by-Lease Projection card', () => {
  it('shows the annual cash flow for years 1 to holdPeriod + 1 with the exact figures', async () => {
    renderCard(leaseByLeaseDeal());
    const table = (await screen.findByText('Annual cash flow, years 1 to 8')).closest('table') as HTMLElement;
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header).toEqual(['Line item', ...Array.from({ length: 8 }, (_, i) => `Year ${i + 1}`)]);
    const labels = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(labels).toEqual([
      'Scheduled Rent',
      'Free Rent',
      'Credit Loss',
      'Other Income',
      'Recoveries',
      'Effective Gross Income',
      'Operating Expenses',
      'Net Operating Income',
      'Tenant Improvements',
      'Leasing Commissions',
      'Debt Service',
      'Cash Flow',
      'Occupancy',
    ]);
    // year 1 and 2 of the six-tenant building (engine figures rounded to dollars)
    expect(cells(rowNamed(table, 'Scheduled Rent')).slice(0, 2)).toEqual(['$676,786', '$737,373']);
    expect(cells(rowNamed(table, 'Net Operating Income')).slice(0, 2)).toEqual(['$582,781', '$681,370']);
    expect(cells(rowNamed(table, 'Tenant Improvements')).slice(0, 3)).toEqual(['$122,500', '$38,500', '$0']);
    expect(cells(rowNamed(table, 'Debt Service'))[0]).toBe('$349,889');
    // cash flow = NOI - TI - LC - debt service: 582,781 - 122,500 - 66,099 - 349,889
    expect(cells(rowNamed(table, 'Cash Flow'))[0]).toBe('$44,293');
    expect(cells(rowNamed(table, 'Occupancy')).slice(0, 3)).toEqual(['91.35%', '97.76%', '100.00%']);
  });

  it('lists the rollovers with calendar months, in start order', async () => {
    renderCard(leaseByLeaseDeal());
    const table = (await screen.findByText('23 rollover leases')).closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(23);
    expect([within(rows[0]!).getByRole('rowheader').textContent, ...cells(rows[0]!)]).toEqual([
      'Cove Dental',
      'Cove Dental',
      '2,500',
      'Jan 2027',
      'Mar 2027',
      '2',
      '2',
      '$28.62',
      '$27,500',
      '$15,955',
    ]);
    // the vacant remainder is leased from month 0 (Nov 2026) after the full 6-month downtime (P = 0)
    expect(cells(rows[2]!).slice(0, 6)).toEqual(['Vacant space', '2,000', 'Nov 2026', 'May 2027', '6', '3']);
  });

  it('names each rollover by its suite and its tenant', async () => {
    const deal = leaseByLeaseDeal();
    const withSuites = {
      ...deal,
      tenantLeases: deal.tenantLeases.map((lease) =>
        lease.tenantName === 'Cove Dental' ? { ...lease, suite: 'Suite 120' } : lease,
      ),
    };
    renderCard(withSuites);
    const table = (await screen.findByText('23 rollover leases')).closest('table') as HTMLElement;
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header.slice(0, 3)).toEqual(['Suite', 'Tenant', 'Sq Ft']);
    const rows = within(table).getAllByRole('row').slice(1);
    // the lease's suite heads its row, the tenant beside it; a lease without a suite is named by its tenant
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Suite 120');
    expect(cells(rows[0]!)[0]).toBe('Cove Dental');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Atlas Insurance');
    expect(cells(rows[1]!)[0]).toBe('Atlas Insurance');
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('Vacant space');
    expect(cells(rows[2]!)[0]).toBe('Vacant space');
  });

  it('pages a long rollover list 25 at a time', async () => {
    const deal = leaseByLeaseDeal();
    const many = {
      ...deal,
      sqft: 200_000,
      tenantLeases: Array.from({ length: 12 }, () => deal.tenantLeases).flat(),
    };
    const { result, user } = renderCard(many);
    const total = result.leaseProjection?.rollovers.length ?? 0;
    expect(total).toBeGreaterThan(2 * ROLLOVERS_PER_PAGE);
    expect(await screen.findByText(`${total} rollover leases, 1-25 shown`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(screen.getByText(`${total} rollover leases, 26-50 shown`)).toBeInTheDocument();
  });

  it('shows nothing in simple mode', () => {
    const { container } = renderCard({ ...leaseByLeaseDeal(), projectionMode: 'simple' });
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('lease expiration chart data', () => {
  it('gives the share of the building expiring in each projection year, only lease by lease', () => {
    const values = leaseByLeaseDeal();
    const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
    const rows = expirationRows({ values, asOf: FIXTURE_AS_OF, result });
    // Cove Dental (2,500) ends Dec 2026: year 1 (Nov 2026 - Oct 2027) with Atlas (5,000, Jan 2027)
    expect(rows?.slice(0, 5)).toEqual([
      { year: '1', sqft: 7_500, share: (7_500 / 26_000) * 100 },
      { year: '2', sqft: 3_500, share: (3_500 / 26_000) * 100 },
      { year: '3', sqft: 0, share: 0 },
      { year: '4', sqft: 7_000, share: (7_000 / 26_000) * 100 },
      { year: '5', sqft: 6_000, share: (6_000 / 26_000) * 100 },
    ]);
    expect(rows).toHaveLength(8);
    const simple = { ...values, projectionMode: 'simple' as const };
    expect(
      expirationRows({
        values: simple,
        asOf: FIXTURE_AS_OF,
        result: analyze(toAnalysisInput(simple, FIXTURE_AS_OF)),
      }),
    ).toBeNull();
  });
});
