import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retailRentRoll } from '../../../../test/analyzer-fixtures';
import { renderAnalyzerForm } from '../../../../test/analyzer-form-harness';
import type { renderWithProviders } from '../../../../test/render';
import { MAPPINGS_STORAGE_KEY } from '../import/mapping-memory';
import type { AnalyzerFormValues } from '../model/form-values';

const TODAY = new Date(2026, 0, 15);
/** The open form's values (set by {@link openImport}). */
let values: () => AnalyzerFormValues = () => {
  throw new Error('no form rendered');
};

/** A broker's monthly-rent roll with a title row, a vacant suite and a totals row. */
const BROKER_CSV = [
  'Harbor Center - Rent Roll as of 01/01/2026',
  '',
  'Suite,Tenant,RSF,Monthly Rent,Lease Start,Lease Exp,Escalations',
  '100,Blue Bottle Coffee,"1,200","$3,500.00",3/1/2023,2/28/2028,3%',
  '110,Vacant,900,,,,',
  '120,Harbor Dental,"2,400","$6,000.00",1/1/2022,12/31/2026,2.5%',
  'Total,,"4,500","$9,500.00",,,',
].join('\r\n');

async function openImport(initial: AnalyzerFormValues) {
  const view = renderAnalyzerForm(initial, TODAY);
  values = view.values;
  await view.user.click(await screen.findByRole('button', { name: 'Import Rent Roll' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Rent Roll' });
  return { ...view, dialog };
}

async function upload(
  user: ReturnType<typeof renderWithProviders>['user'],
  csv: string,
  name = 'harbor.csv',
) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([csv], name, { type: 'text/csv' }));
}

describe('Import Rent Roll', () => {
  it('previews a broker CSV with its detected columns and replaces the lease roll', async () => {
    const { user, dialog } = await openImport(retailRentRoll());
    await upload(user, BROKER_CSV);
    expect(await within(dialog).findByText('harbor.csv')).toBeInTheDocument();
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(
      '2 tenants · 3,600 sq ft leased · $114,000 annual rent · 1 vacant suite (900 sq ft)',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Column D: Monthly Rent' })).toHaveValue(
      'Monthly rent',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Column C: RSF' })).toHaveValue('Square feet');
    const preview = within(dialog).getByRole('table', { name: 'Rent roll preview' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Blue Bottle Coffee',
      'Harbor Dental',
    ]);
    // $3,500 a month x 12 / 1,200 sq ft = $35.00; 2023-03-01 .. 2028-02-28 is 60 months
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '4',
      '100',
      'Blue Bottle Coffee',
      '1,200',
      '$35.00',
      '2023-03-01',
      '2028-02-28',
      '60',
      '3.00%',
      '',
      '0',
      '',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Rent Roll' })).toBeNull());
    expect(
      values().tenantLeases.map((lease) => [lease.tenantName, lease.sqftLeased, lease.rentPerSqft]),
    ).toEqual([
      ['Blue Bottle Coffee', 1_200, 35],
      ['Harbor Dental', 2_400, 30],
    ]);
    expect(await screen.findByText('2 tenants imported from harbor.csv.')).toBeInTheDocument();
  });

  it('appends after the current tenants, and a changed mapping is remembered for the same headers', async () => {
    const { user, dialog } = await openImport(retailRentRoll());
    await upload(user, BROKER_CSV);
    const escalations = await within(dialog).findByRole('combobox', { name: 'Column G: Escalations' });
    await user.click(escalations);
    const listbox = await waitFor(() => {
      const element = document.getElementById(escalations.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('the column G select did not open');
      return element;
    });
    await user.click(within(listbox).getByRole('option', { name: 'Ignore this column', hidden: true }));
    // without the escalations column no increase is assumed, and every lease is flagged for it
    await waitFor(() => expect(within(dialog).getAllByRole('row')[2]?.textContent).toContain('0.00%01 flag'));
    expect(within(dialog).getByTestId('import-review')).toHaveTextContent(
      'Row 6, Harbor Dental: No rent increase given: none assumed.',
    );
    expect(window.localStorage.getItem(MAPPINGS_STORAGE_KEY)).toContain('"6":null');
    await user.click(within(dialog).getByRole('button', { name: 'Append' }));
    expect(values().tenantLeases.map((lease) => lease.tenantName)).toEqual([
      'Corner Coffee',
      'Riverside Dental',
      'FitLab Gym',
      'Blue Bottle Coffee',
      'Harbor Dental',
    ]);
    expect(values().tenantLeases[4]?.annualRentIncrease).toBe(0);

    // the next sheet with these headers opens with the remembered mapping
    await user.click(screen.getByRole('button', { name: 'Import Rent Roll' }));
    const again = await screen.findByRole('dialog', { name: 'Import Rent Roll' });
    await upload(user, BROKER_CSV, 'harbor-february.csv');
    expect(await within(again).findByRole('combobox', { name: 'Column G: Escalations' })).toHaveValue(
      'Ignore this column',
    );
  });

  it('marks rows with issues and lists them with their row numbers', async () => {
    const { user, dialog } = await openImport(retailRentRoll());
    await upload(
      user,
      'Tenant,SF,Rent/SF,Start,End\nAcme,1000,$20,1/1/2025,12/31/2024\nBeta,0,$22,1/1/2025,12/31/2029\n',
    );
    const preview = await within(dialog).findByRole('table', { name: 'Rent roll preview' });
    expect(within(preview).getAllByText('Check')).toHaveLength(2);
    expect(
      within(dialog).getByText('Row 2: End date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Row 3: Leased square footage must be greater than 0'),
    ).toBeInTheDocument();
  });

  it('previews the first 200 leases of a long roll and counts the others under the table', async () => {
    const { user, dialog } = await openImport(retailRentRoll());
    const leases = Array.from(
      { length: 250 },
      (_, i) => `${100 + i},Tenant ${i + 1},1000,$20,1/1/2025,12/31/2030,3%`,
    );
    await upload(user, ['Suite,Tenant,SF,Rent/SF,Start,End,Increase', ...leases].join('\n'), 'long.csv');
    const preview = await within(dialog).findByRole('table', { name: 'Rent roll preview' });
    expect(within(dialog).getByTestId('import-summary')).toHaveTextContent(/^250 tenants · 250,000 sq ft/);
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(200);
    expect(rows.at(-1)?.textContent).toContain('Tenant 200');
    expect(within(dialog).getByTestId('import-preview-more')).toHaveTextContent(
      '…and 50 more leases, not shown in this preview: all 250 are imported, and their issues and flags are listed below.',
    );
  });

  it('says why a file cannot be read', async () => {
    const { dialog } = await openImport(retailRentRoll());
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    // the picker offers .csv and .xlsx only, but a file can still be dropped or forced in
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'roll.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText('Choose a .csv or .xlsx file.')).toBeInTheDocument();
  });
});
