import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import type { AnalyzerFormValues } from '../model/form-values';
import { PropertyDetailsPanel } from './property-details-panel';
import { useAnalyzerForm } from './use-analyzer-form';

const TODAY = new Date(2026, 10, 22);

function Harness({ initial }: { initial: AnalyzerFormValues }) {
  const form = useAnalyzerForm(TODAY, () => initial);
  return <PropertyDetailsPanel binding={form.binding} />;
}

describe('Property Details limits', () => {
  it('shows the 200-character limit under Property Name once the field is left, and the year-built range', async () => {
    renderWithProviders(<Harness initial={{ ...officeDeal(), name: 'N'.repeat(201), yearBuilt: 1650 }} />);
    const name = await screen.findByLabelText('Property Name');
    expect(screen.queryByText('Property name must be at most 200 characters')).toBeNull();
    fireEvent.blur(name);
    expect(await screen.findByText('Property name must be at most 200 characters')).toBeTruthy();
    fireEvent.blur(screen.getByLabelText('Year Built'));
    const year = new Date().getUTCFullYear() + 5;
    expect(await screen.findByText(`Year built must be between 1700 and ${year}`)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'N'.repeat(200) } });
    expect(screen.queryByText('Property name must be at most 200 characters')).toBeNull();
  });
});
