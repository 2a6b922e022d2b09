import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { AnalyzerFormValues } from '../model/form-values';
import { AnalyzerForm } from './analyzer-form';
import { useAnalyzerForm } from './use-analyzer-form';

const TODAY = new Date(2026, 10, 22);
let latest: (() => AnalyzerFormValues) | null = null;

function Harness({ initial }: { initial: AnalyzerFormValues }) {
  const form = useAnalyzerForm(TODAY, () => initial);
  latest = form.getValues;
  return (
    <>
      <AnalyzerForm binding={form.binding} today={TODAY} />
      <button type="button" onClick={() => form.revealErrors()}>
        Check
      </button>
    </>
  );
}

async function renderForm(initial: AnalyzerFormValues = officeDeal()) {
  const view = renderWithProviders(<Harness initial={initial} />);
  await screen.findByRole('heading', { name: 'Property Details' });
  return view;
}
const input = (label: string) => screen.getByLabelText(label, { exact: true });
const values = () => (latest as () => AnalyzerFormValues)();

/** Replaces a field's text in one input event (typing character by character is slow on a busy CPU). */
async function replaceText(
  user: ReturnType<typeof renderWithProviders>['user'],
  element: HTMLElement,
  text: string,
) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

/** A rent roll of `count` suites (Suite 101, Suite 102, ...) on the retail fixture. */
function suites(count: number): AnalyzerFormValues {
  const base = retailRentRoll();
  const template = base.tenantLeases[0]!;
  return {
    ...base,
    sqft: 100_000,
    tenantLeases: Array.from({ length: count }, (_, i) => ({
      ...template,
      tenantName: `Suite ${101 + i}`,
      sqftLeased: 1_000 + i,
      rentPerSqft: 20,
    })),
  };
}

// jsdom matches no min-width media query: the compact rows have their phone columns (see compact-tenant-row.test.ts).
const tenantRows = () =>
  within(screen.getByRole('table', { name: 'Tenants' }))
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '');

describe('analyzer form', { timeout: 60_000 }, () => {
  it('labels every input with its field name and shows the five panels', async () => {
    await renderForm();
    for (const panel of [
      'Property Details',
      'Rent Roll',
      'Lease Structure',
      'Operating Expenses',
      'Financing Terms',
    ]) {
      expect(await screen.findByRole('heading', { name: panel })).toBeInTheDocument();
    }
    const expected: [string, string][] = [
      ['Property Name', 'Harbor Point Office'],
      ['Address', '1200 Ocean Ave'],
      ['City', 'Long Beach'],
      ['State', 'CA'],
      ['Zip Code', '90802'],
      ['Year Built', '1998'],
      ['Purchase Price', '2,500,000'],
      ['Square Feet', '20,000'],
      ['Hold Period (years)', '5'],
      ['Market Cap Rate', '7'],
      ['Appreciation Rate', '3'],
      ['Annual Rent', '300,000'],
      ['Other Income', '12,000'],
      ['Vacancy Rate', '5'],
      ['NNN Escalation Rate', '2.5'],
      ['Rent Escalation Rate', '3'],
      ['Property Taxes', '30,000'],
      ['Insurance', '8,000'],
      ['Maintenance', '15,000'],
      ['Management Fees', '12,000'],
      ['Repairs', '4,000'],
      ['Other Expenses', '2,000'],
      ['Down Payment', '25'],
      ['Interest Rate', '6.5'],
      ['Loan Term (years)', '25'],
      ['Closing Costs', '0'],
      ['Exit Cap Rate', ''],
      ['Selling Costs', '0'],
      ['Discount Rate', ''],
    ];
    for (const [label, value] of expected) expect(input(label), label).toHaveValue(value);
    const type = screen.getAllByLabelText('Property Type').find((element) => element.tagName === 'INPUT');
    expect(type).toHaveValue('Office');
    expect(screen.getByRole('switch', { name: /NNN Lease/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Interest Only/ })).not.toBeChecked();
  });

  it('formats numbers: digits and commas, one decimal point, grouping on blur, blank → 0 or unset', async () => {
    const { user } = await renderForm();
    const price = input('Purchase Price');
    await user.clear(price);
    await user.type(price, '1a,2345,67.8.9x');
    await user.tab();
    expect(price).toHaveValue('1,234,567.89');
    expect(values().purchasePrice).toBe(1234567.89);

    const term = input('Loan Term (years)');
    await user.clear(term);
    await user.type(term, '2.5');
    await user.tab();
    expect(term).toHaveValue('25');
    expect(values().loanTerm).toBe(25);

    const rent = input('Annual Rent');
    await user.clear(rent);
    await user.tab();
    expect(rent).toHaveValue('0');
    expect(values().annualRent).toBe(0);

    const cap = input('Market Cap Rate');
    await user.clear(cap);
    await user.tab();
    expect(cap).toHaveValue('');
    expect(values().marketCapRate).toBeNull();
    await user.type(cap, '6.75');
    expect(values().marketCapRate).toBe(6.75);
  });

  it('switches rent entry between per square foot, total annual and an individual rent roll', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'Per Square Foot' }));
    expect(input('Rent per Sq Ft (annual)')).toHaveValue('15');
    expect(screen.getByText('Annual Rent: $300,000')).toBeInTheDocument();
    await replaceText(user, input('Rent per Sq Ft (annual)'), '16.5');
    expect(screen.getByText('Annual Rent: $330,000')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Total Annual' }));
    expect(input('Annual Rent')).toHaveValue('330,000');
    expect(input('Annual Rent')).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Individual Rent Roll' }));
    expect(values().rentInputMode).toBe('individual');
    expect(input('Annual Rent')).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Multi-Tenant Lease Roll' })).toBeInTheDocument();
    expect(
      screen.getByText('No tenants added yet. Click "Add Tenant" to start building your lease roll.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('lease-roll-summary')).toHaveTextContent(
      'Total: 20,000 sq ft (100.0%) · Leased: 0 sq ft (0.0%) · Available: 20,000 sq ft (100.0% vacancy)',
    );
  });

  it('adds, fills, duplicates and removes tenants', async () => {
    const { user } = await renderForm({ ...officeDeal(), rentInputMode: 'individual' });
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    const first = screen.getByRole('group', { name: 'Tenant #1' });
    const field = (group: HTMLElement, label: string) => within(group).getByLabelText(label, { exact: true });
    expect(field(first, 'Tenant Name')).toHaveValue('Tenant #1');
    expect(field(first, 'Square Footage')).toHaveValue('0');
    expect(field(first, 'Annual Rent per Sq Ft')).toHaveValue('0');
    expect(field(first, 'Lease Term (Months)')).toHaveValue('60');
    expect(field(first, 'Free Months')).toHaveValue('0');
    expect(field(first, 'Tenant Improvements')).toHaveValue('0');
    expect(field(first, 'Annual Rent Increase (%)')).toHaveValue('3');
    expect(field(first, 'Start Date')).toHaveValue('2026-11-22');
    expect(field(first, 'End Date')).toHaveValue('2031-11-22');

    await replaceText(user, field(first, 'Tenant Name'), 'Acme Dental');
    await replaceText(user, field(first, 'Square Footage'), '2500');
    await replaceText(user, field(first, 'Annual Rent per Sq Ft'), '24.5');
    await replaceText(user, field(first, 'Free Months'), '6');
    expect(within(first).getByText('$61,250')).toBeInTheDocument();
    expect(within(first).getByText('$55,125')).toBeInTheDocument();
    expect(screen.getByTestId('lease-roll-summary')).toHaveTextContent(
      'Total: 20,000 sq ft (100.0%) · Leased: 2,500 sq ft (12.5%) · Available: 17,500 sq ft (87.5% vacancy)',
    );
    expect(input('Annual Rent')).toHaveValue('61,250');

    await user.click(within(first).getByRole('button', { name: 'Duplicate lease terms' }));
    const second = screen.getByRole('group', { name: 'Tenant #2' });
    expect(field(second, 'Tenant Name')).toHaveValue('Tenant #2');
    expect(field(second, 'Square Footage')).toHaveValue('0');
    expect(field(second, 'Annual Rent per Sq Ft')).toHaveValue('24.5');
    expect(field(second, 'Free Months')).toHaveValue('6');
    expect(values().tenantLeases[1]).toEqual({
      ...values().tenantLeases[0],
      tenantName: 'Tenant #2',
      sqftLeased: 0,
    });

    await user.click(within(first).getByRole('button', { name: 'Remove tenant' }));
    expect(screen.queryByRole('group', { name: 'Tenant #2' })).not.toBeInTheDocument();
    expect(field(screen.getByRole('group', { name: 'Tenant #1' }), 'Tenant Name')).toHaveValue('Tenant #2');
    expect(values().tenantLeases).toHaveLength(1);
  });

  it('hides Operating Expenses for NNN leases unless expenses are entered individually', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('switch', { name: /NNN Lease/ }));
    expect(screen.queryByRole('heading', { name: 'Operating Expenses' })).not.toBeInTheDocument();
    expect(input('NNN Charges per Sq Ft')).toHaveValue('2');

    await user.click(screen.getByRole('radio', { name: 'Total Annual Expenses' }));
    expect(input('Total Annual NNN Expenses')).toHaveValue('40,000');
    await replaceText(user, input('Total Annual NNN Expenses'), '90000');
    expect(screen.getByText('NNN Charges per Sq Ft: $4.50')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Operating Expenses' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Individual Expenses' }));
    expect(screen.getByRole('heading', { name: 'Operating Expenses' })).toBeInTheDocument();
    expect(input('Property Taxes')).toHaveValue('30,000');

    await user.click(screen.getByRole('radio', { name: 'Per Sq Ft Estimate' }));
    expect(input('NNN Charges per Sq Ft')).toHaveValue('2');
    await user.click(screen.getByRole('switch', { name: /NNN Lease/ }));
    expect(screen.getByRole('heading', { name: 'Operating Expenses' })).toBeInTheDocument();
  });

  it('takes a negative appreciation rate and explains the -20..20 % range', async () => {
    const { user } = await renderForm();
    const appreciation = input('Appreciation Rate');
    await user.clear(appreciation);
    await user.type(appreciation, '-2.5');
    await user.tab();
    expect(appreciation).toHaveValue('-2.5');
    expect(values().appreciationRate).toBe(-2.5);
    expect(screen.queryByText('Appreciation rate must be between -20% and 20%')).not.toBeInTheDocument();

    await user.clear(appreciation);
    await user.type(appreciation, '-25');
    await user.tab();
    expect(values().appreciationRate).toBe(-25);
    expect(screen.getByText('Appreciation rate must be between -20% and 20%')).toBeInTheDocument();

    // Other fields still refuse the minus sign.
    const vacancy = input('Vacancy Rate');
    await user.clear(vacancy);
    await user.type(vacancy, '-5');
    expect(vacancy).toHaveValue('5');
  });

  it('shows a field message once the field was visited', async () => {
    const { user } = await renderForm();
    await user.clear(input('Purchase Price'));
    expect(screen.queryByText('Purchase price must be greater than 0')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Purchase price must be greater than 0')).toBeInTheDocument();
    expect(input('Purchase Price')).toHaveAttribute('aria-invalid', 'true');

    await replaceText(user, input('Vacancy Rate'), '150');
    await user.tab();
    expect(screen.getByText('Vacancy rate must be between 0% and 100%')).toBeInTheDocument();
  });

  it('shows every property-form message next to its field after a check', async () => {
    const { user } = await renderForm({
      ...officeDeal(),
      purchasePrice: 0,
      sqft: 0,
      annualRent: -1,
      vacancyRate: 101,
      propertyTaxes: -1,
      insurance: -1,
      maintenance: -1,
      managementFees: -1,
      downPaymentPercent: 101,
      interestRate: 31,
      loanTerm: 41,
      marketCapRate: 0.05,
      exitCapRate: 60,
      rentEscalationRate: 21,
      nnnEscalationRate: 21,
    });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const messages: [string, string][] = [
      ['Purchase Price', 'Purchase price must be greater than 0'],
      ['Square Feet', 'Square footage must be greater than 0'],
      ['Annual Rent', 'Annual rent cannot be negative'],
      ['Vacancy Rate', 'Vacancy rate must be between 0% and 100%'],
      ['Property Taxes', 'Property taxes cannot be negative'],
      ['Insurance', 'Insurance cannot be negative'],
      ['Maintenance', 'Maintenance cannot be negative'],
      ['Management Fees', 'Management fees cannot be negative'],
      ['Down Payment', 'Down payment must be between 0% and 100%'],
      ['Interest Rate', 'Interest rate must be between 0% and 30%'],
      ['Loan Term (years)', 'Loan term must be between 1 and 40 years'],
      ['Market Cap Rate', 'Market cap rate must be between 0.1% and 50%'],
      ['Exit Cap Rate', 'Exit cap rate must be between 0.1% and 50%'],
      ['Rent Escalation Rate', 'Rent escalation rate must be between 0% and 20%'],
      ['NNN Escalation Rate', 'NNN escalation rate must be between 0% and 20%'],
    ];
    for (const [label, message] of messages) {
      const field = input(label);
      const describedBy = field.getAttribute('aria-describedby') ?? '';
      const described = describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      expect(described, label).toContain(message);
    }
  });

  it('shows the NNN charge message and every tenant message next to the field', async () => {
    const base = officeDeal();
    const { user } = await renderForm({
      ...base,
      isNnnLease: true,
      nnnChargesPerSqft: -2,
      rentInputMode: 'individual',
      tenantLeases: [
        {
          tenantName: '',
          sqftLeased: 0,
          rentPerSqft: -1,
          leaseTerm: 0,
          freeMonths: 0,
          tenantImprovements: 0,
          annualRentIncrease: 120,
          startDate: '',
          endDate: '',
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('NNN charges cannot be negative')).toBeInTheDocument();
    const tenant = screen.getByRole('group', { name: 'Tenant #1' });
    for (const message of [
      'Tenant name is required',
      'Leased square footage must be greater than 0',
      'Rent per square foot cannot be negative',
      'Lease term must be at least 1 month',
      'Annual rent increase cannot exceed 100%',
      'Start date is required',
      'End date is required',
    ]) {
      expect(within(tenant).getByText(message)).toBeInTheDocument();
    }
  });

  it('keeps every block of a 20-tenant rent roll open', async () => {
    await renderForm(suites(20));
    expect(screen.getAllByRole('group', { name: /^Tenant #\d+$/ })).toHaveLength(20);
    expect(screen.queryByRole('table', { name: 'Tenants' })).not.toBeInTheDocument();
  });

  it('lists a longer rent roll as compact rows, 25 a page, and opens one tenant at a time', async () => {
    const { user } = await renderForm(suites(60));
    expect(screen.queryByRole('group', { name: /^Tenant #\d+$/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 60 tenants')).toBeInTheDocument();
    expect(tenantRows()).toHaveLength(25);
    expect(cells(tenantRows()[1]!)).toEqual(['—', '#2Suite 102', '$20,020', '']);

    await user.click(screen.getByRole('button', { name: 'Edit Tenant #2' }));
    const second = screen.getByRole('group', { name: 'Tenant #2' });
    for (const label of [
      'Suite',
      'Tenant Name',
      'Square Footage',
      'Annual Rent per Sq Ft',
      'Lease Term (Months)',
      'Free Months',
      'Tenant Improvements',
      'Annual Rent Increase (%)',
      'Start Date',
      'End Date',
      'Recovery Type',
      'Market Rent per Sq Ft',
    ]) {
      expect(within(second).getByLabelText(label, { exact: true }), label).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Close Tenant #2' })).toHaveAttribute('aria-expanded', 'true');
    const before = values().tenantLeases;
    await replaceText(user, within(second).getByLabelText('Annual Rent per Sq Ft', { exact: true }), '30');
    expect(cells(tenantRows()[1]!)).toEqual(['—', '#2Suite 102', '$30,030', '']);
    expect(values().tenantLeases[1]?.rentPerSqft).toBe(30);
    // The other tenants keep their lease objects, so their memoised rows and blocks are not redrawn.
    expect(values().tenantLeases.filter((lease, i) => lease !== before[i])).toEqual([
      values().tenantLeases[1],
    ]);
    expect(values().tenantLeases.filter((lease) => lease.rentPerSqft === 20)).toHaveLength(59);

    await user.click(screen.getByRole('button', { name: 'Edit Tenant #3' }));
    expect(screen.queryByRole('group', { name: 'Tenant #2' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tenant #3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('Showing 51–60 of 60 tenants')).toBeInTheDocument();
    expect(cells(tenantRows()[0]!)[1]).toBe('#51Suite 151');

    await replaceText(user, input('Find tenant'), 'suite 107');
    expect(screen.getByText('Showing 1–1 of 1 tenants')).toBeInTheDocument();
    expect(cells(tenantRows()[0]!)[1]).toBe('#7Suite 107');
    await replaceText(user, input('Find tenant'), 'bakery');
    expect(screen.getByText('No tenant matches "bakery"')).toBeInTheDocument();
  });

  it('opens an added or duplicated tenant of a long rent roll, and Remove closes it', async () => {
    const { user } = await renderForm(suites(21));
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    expect(values().tenantLeases).toHaveLength(22);
    const added = screen.getByRole('group', { name: 'Tenant #22' });
    expect(within(added).getByLabelText('Tenant Name', { exact: true })).toHaveValue('Tenant #22');

    await user.click(screen.getByRole('button', { name: 'Edit Tenant #5' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Tenant #5' })).getByRole('button', {
        name: 'Duplicate lease terms',
      }),
    );
    expect(values().tenantLeases[22]).toEqual({
      ...values().tenantLeases[4],
      tenantName: 'Tenant #23',
      sqftLeased: 0,
      suite: '',
    });
    const copy = screen.getByRole('group', { name: 'Tenant #23' });
    expect(within(copy).getByLabelText('Tenant Name', { exact: true })).toHaveValue('Tenant #23');

    await user.click(within(copy).getByRole('button', { name: 'Remove tenant' }));
    expect(values().tenantLeases).toHaveLength(22);
    expect(screen.queryByRole('group', { name: /^Tenant #\d+$/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–22 of 22 tenants')).toBeInTheDocument();
  });

  it('marks and lists the tenants of a long rent roll that have messages', async () => {
    const initial = suites(40);
    initial.tenantLeases[29] = { ...initial.tenantLeases[29]!, tenantName: '' };
    const { user } = await renderForm(initial);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 tenant needs attention: Tenant #30');
    await user.click(screen.getByRole('button', { name: 'Tenant #30' }));
    expect(screen.getByText('Showing 26–40 of 40 tenants')).toBeInTheDocument();
    expect(cells(tenantRows()[4]!)).toEqual(['—', '#30UnnamedCheck', '$20,580', '']);
    const tenant = screen.getByRole('group', { name: 'Tenant #30' });
    expect(within(tenant).getByText('Tenant name is required')).toBeInTheDocument();
  });

  it('stops adding tenants at 500 and says why; a longer saved roll is flagged in red', async () => {
    await renderForm(suites(499));
    const add = screen.getByRole('button', { name: 'Add Tenant' });
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(/A rent roll can hold at most 500 tenants/)).toBeNull();
    add.click();
    expect(await screen.findByText('A rent roll can hold at most 500 tenants.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Tenant' }).hasAttribute('disabled')).toBe(true);
    expect(values().tenantLeases).toHaveLength(500);
  });

  it('flags a saved rent roll over the cap', async () => {
    await renderForm(suites(501));
    expect(
      await screen.findByText('A rent roll can hold at most 500 tenants (this one has 501).'),
    ).toBeTruthy();
  });
});
