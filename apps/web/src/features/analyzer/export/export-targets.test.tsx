import { analyze } from '@cre/underwriting';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { captureDownloads } from '../../../../test/downloads';
import { renderWithProviders } from '../../../../test/render';
import { readyTargetsStore } from '../goal-seek/ready-targets';
import { toAnalysisInput } from '../model/deal-mapping';
import { ExportBlock } from './export-block';

afterEach(() => {
  vi.restoreAllMocks();
  readyTargetsStore.reset();
});

describe('Export CSV uses the project targets of "What you can pay"', () => {
  it('writes the targets set on the page (a loaded project or edited ones), not the defaults', async () => {
    const values = officeDeal();
    const calculation = {
      values,
      asOf: FIXTURE_AS_OF,
      result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
    };
    const downloads = captureDownloads();
    readyTargetsStore.set({ irr: 12.5, dscr: 1.4, cashOnCash: 7 });
    const { user } = renderWithProviders(<ExportBlock calculation={calculation} />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const [text] = await downloads.texts();
    expect(text).toContain('Max price for 12.5% IRR');
    expect(text).toContain('Max price for 1.4x DSCR');
    expect(text).toContain('Max price for 7% cash-on-cash');
    expect(text).not.toContain('Max price for 15% IRR');
  });
});
