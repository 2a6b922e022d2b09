import { analyze } from '@cre/underwriting';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../../test/render';
import { toAnalysisInput } from '../../model/deal-mapping';
import { ExportBlock } from '../export-block';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Export Excel', () => {
  it('sits next to CSV and PDF and downloads cre-analysis-<today>.xlsx', async () => {
    const values = officeDeal();
    const calculation = {
      values,
      asOf: FIXTURE_AS_OF,
      result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
    };
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/workbook');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderWithProviders(<ExportBlock calculation={calculation} />);
    const names = (await screen.findAllByRole('button')).map((button) => button.textContent);
    expect(names).toEqual(['Export CSV', 'Export Excel', 'Export PDF', 'Download IC package']);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    const today = new Date();
    const local = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
      .map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0'))
      .join('-');
    await waitFor(() => expect(downloads).toEqual([`cre-analysis-${local}.xlsx`]));
  });
});
