import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { retailRentRoll } from '../../../../test/analyzer-fixtures';
import { renderAnalyzerForm } from '../../../../test/analyzer-form-harness';
import type { AnalyzerFormValues } from '../model/form-values';
import { reviewFlagsOf } from '../model/review-flags';

const TODAY = new Date(2026, 10, 27);

/** A title block with the as-of date and the building, an expired lease, a blank increase, a lease to keep. */
const CSV = [
  'Maple Court Plaza',
  '"12 Maple Ct, Austin, TX 78701"',
  'Rent Roll as of 12/31/2026',
  '',
  'Suite,Tenant,SF,Annual Rent,Start,Expiration,Increase',
  '100,Blue Bottle Coffee,"1,200","$42,000",3/1/2023,2/28/2028,3%',
  '110,Old Books,900,"$18,000",1/1/2020,6/30/2026,3%',
  '120,Harbor Dental,"2,400","$72,000",1/1/2022,12/31/2031,',
].join('\r\n');

describe('Lease review after an import', () => {
  it('keeps the flags on the leases, takes the file’s date and property, and accepts or removes the selected', async () => {
    const { user, values } = renderAnalyzerForm(retailRentRoll(), TODAY);
    await user.click(await screen.findByRole('button', { name: 'Import Rent Roll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Rent Roll' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([CSV], 'maple.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByLabelText('As-of date 12/31/2026 (the analysis date)')).toBeChecked();
    expect(
      within(dialog).getByLabelText('Property: Maple Court Plaza, 12 Maple Ct, Austin, TX 78701'),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Rent Roll' })).toBeNull());

    expect(values().asOf).toBe('2026-12-31');
    expect(values().name).toBe('Maple Court Plaza');
    expect(values().address).toBe('12 Maple Ct, Austin, TX 78701');
    expect(values().tenantLeases.map((lease) => reviewFlagsOf(lease).map((flag) => flag.code))).toEqual([
      [],
      ['expired'],
      ['no-escalation'],
    ]);
    const review = screen.getByRole('region', { name: 'Lease review' });
    expect(within(review).getByTestId('lease-review-summary')).toHaveTextContent('2 leases of 3 need review');
    const table = within(review).getByRole('table', { name: 'Leases that need review' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '2110Old BooksThe lease expired on 6/30/2026, before the as-of date 12/31/2026.',
      '3120Harbor DentalNo rent increase given: none assumed.',
    ]);

    await user.click(within(review).getByRole('checkbox', { name: 'Select row 3, Harbor Dental' }));
    await user.click(within(review).getByRole('button', { name: 'Accept selected (1)' }));
    expect(reviewFlagsOf(values().tenantLeases[2] as AnalyzerFormValues['tenantLeases'][number])).toEqual([]);
    expect(values().tenantLeases[2]?.annualRentIncrease).toBe(0);

    await user.click(within(review).getByRole('checkbox', { name: 'Select row 2, Old Books' }));
    await user.click(within(review).getByRole('button', { name: 'Remove selected (1)' }));
    expect(values().tenantLeases.map((lease) => lease.tenantName)).toEqual([
      'Blue Bottle Coffee',
      'Harbor Dental',
    ]);
    expect(screen.queryByRole('region', { name: 'Lease review' })).toBeNull();
  });
});
