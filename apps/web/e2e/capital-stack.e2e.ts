import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AnalysisInput,
  type AnalysisResult,
  analyze,
  debtSchedule,
  resolveInput,
} from '@cre/underwriting';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { money, percent, ratio } from '../src/features/analyzer/display-format';
import { recalculate } from '../test/recalc-harness';
import { artifactsDir, screenshotBoth, seeText, seeToast, visible } from './harness';
import { calculate, field, inputs, newAnalystPage, typeDeal } from './support/analyzer-page';
import { DEAL_TEXT, dealInput, expectedMetrics, readMetricTiles, typeInto } from './support/deal';
import { exportPdf } from './support/pdf-export';
import { STACK } from './support/stack-terms';

/**
 * The issue 27 journey: a 10-year loan on a 30-year amortization with 24 months interest-only and
 * a 1 % fee, a mezzanine loan, a year-3 refinance and an 8 % pref / 2-tier waterfall, typed into
 * the Financing section; every figure checked against analyze(), then saved, reloaded and
 * exported (CSV, PDF, XLSX), each holding the same figures.
 */

const BALLOON_WARNING =
  'The second loan matures in year 5, inside the hold, and no refinance repays it: the equity pays the balloon.';

/** Types the capital stack into the Financing section as a user would (groups added by their buttons). */
async function typeStack(page: Page): Promise<void> {
  await typeInto(field(page, 'Loan Term (years)'), '30');
  await typeInto(field(page, 'Loan Maturity (years)'), '10');
  // once the loan has a maturity, its term is the amortization
  await visible(field(page, 'Amortization (years)'));
  await typeInto(field(page, 'Interest-only (months)'), '24');
  await typeInto(field(page, 'Loan Fee'), '1');
  await inputs(page).getByRole('button', { name: 'Add second loan' }).click();
  await typeInto(field(page, 'Second Loan (% of price)'), '10');
  await typeInto(field(page, 'Second Loan Interest Rate'), '11');
  await seeText(page, BALLOON_WARNING);
  await inputs(page).getByRole('button', { name: 'Add refinance' }).click();
  await expect(page.getByText(BALLOON_WARNING).count()).resolves.toBe(0);
  await inputs(page).getByRole('button', { name: 'Add waterfall' }).click();
  await inputs(page).getByRole('button', { name: 'Add tier' }).click();
  await inputs(page).getByRole('button', { name: 'Add tier' }).click();
  await typeInto(field(page, 'Residual Promote'), '40');
}

/** Every text of the results column, as the user reads it. */
const resultsText = (page: Page) => page.locator('#results').innerText();

/** The figures a user checks, formatted as the screen and the exports show them. */
function stackFigures(result: AnalysisResult, deal: AnalysisInput): string[] {
  const refi = result.refinance;
  const waterfall = result.waterfall;
  if (refi === null || waterfall === null) throw new Error('the journey deal refinances and has a waterfall');
  const lines = debtSchedule(resolveInput(deal), result).flatMap((year) => year.lines);
  return [
    money(result.loanFees),
    money(result.secondLoanAmount),
    money(result.seniorDebtService),
    money(result.secondDebtService),
    ratio(result.dscr),
    ratio(result.seniorDscr),
    money(refi.value),
    money(refi.newLoan),
    money(refi.payoff),
    money(refi.proceeds),
    money(waterfall.lp.contributed),
    money(waterfall.lp.distributed),
    percent(waterfall.lp.irr),
    ratio(waterfall.lp.equityMultiple),
    money(waterfall.gp.distributed),
    percent(waterfall.gp.irr),
    money(waterfall.gp.promote),
    ...waterfall.years.flatMap((year) => [money(year.lp), money(year.gp), ...year.byTier.map(money)]),
    ...lines.filter((line) => line.interest > 0).map((line) => money(line.interest)),
    ...lines.filter((line) => line.endingBalance > 0).map((line) => money(line.endingBalance)),
  ];
}

/** The figures missing from `text` (none when every one is there). */
const missing = (text: string, figures: string[]) => figures.filter((figure) => !text.includes(figure));

describe('capital stack journey', () => {
  test('a 10/30 loan with IO and a fee, a mezzanine loan, a year-3 refinance and a 2-tier waterfall: screen, save, reload, CSV, PDF, XLSX', async () => {
    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await typeStack(page);
    await calculate(page);
    const deal: AnalysisInput = { ...dealInput(asOf), ...STACK };
    const result = analyze(deal);
    const figures = stackFigures(result, deal);

    // the screen: the key metrics, Sources & Uses, the debt schedule, the refinance, the waterfall
    expect(await readMetricTiles(page)).toEqual(expectedMetrics(result));
    await seeText(page, 'Distributions by tier');
    const shown = await resultsText(page);
    expect(missing(shown, figures)).toEqual([]);
    for (const heading of [
      'Sources & Uses',
      'Debt Schedule',
      'Refinance',
      'Waterfall by Year',
      'Waterfall by Tier',
    ]) {
      expect(shown).toContain(heading);
    }
    expect(shown).toContain(result.refinance?.constrainedBy === 'dscr' ? 'Minimum DSCR' : 'Loan-to-value');
    await screenshotBoth(page, 'capital-stack-results');

    // save, check what the API stored, reload: the stack comes back and computes the same
    await page.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(page, 'Property analysis saved successfully!');
    const listed = (await (await page.request.get('/api/properties')).json()) as Record<string, unknown>[];
    const saved = listed.find((p) => p.name === DEAL_TEXT[0]![1]);
    expect(saved).toMatchObject(STACK);
    await page.reload();
    await seeToast(page, `${DEAL_TEXT[0]![1]} has been loaded for editing`);
    await expect(field(page, 'Amortization (years)').inputValue()).resolves.toBe('30');
    await expect(field(page, 'Interest-only (months)').inputValue()).resolves.toBe('24');
    await expect(field(page, 'Second Loan (% of price)').inputValue()).resolves.toBe('10');
    await expect(field(page, 'Refinance Year').inputValue()).resolves.toBe('3');
    await expect(field(page, 'Residual Promote').inputValue()).resolves.toBe('40');
    await calculate(page);
    expect(await readMetricTiles(page)).toEqual(expectedMetrics(result));
    expect(missing(await resultsText(page), figures)).toEqual([]);

    // CSV: the same figures
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csvFile = join(artifactsDir, `capital-stack-${csvDownload.suggestedFilename()}`);
    await csvDownload.saveAs(csvFile);
    expect(missing(readFileSync(csvFile, 'utf8'), figures)).toEqual([]);

    // PDF: Sources & Uses, the debt schedule and the waterfall pages hold them too
    const pdf = await exportPdf(page, 'capital-stack-pdf');
    for (const heading of ['Sources & Uses', 'Debt Schedule', 'Waterfall'])
      expect(pdf.text).toContain(heading);
    expect(missing(pdf.text, figures)).toEqual([]);

    // XLSX: the workbook's live debt schedule and waterfall, recalculated by an independent engine
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    const xlsxFile = join(artifactsDir, `capital-stack-${xlsx.suggestedFilename()}`);
    await xlsx.saveAs(xlsxFile);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxFile);
    const live = await recalculate(workbook);
    expect(live.sheetNames).toEqual(expect.arrayContaining(['Debt Schedule', 'Waterfall']));
    const close = (name: string, expected: number) =>
      expect(Math.abs((live.value(name) as number) - expected), name).toBeLessThanOrEqual(
        1e-6 * Math.max(1, Math.abs(expected)),
      );
    close('HoldIrr', result.irr / 100);
    close('LpIrr', (result.waterfall?.lp.irr ?? 0) / 100);
    close('GpIrr', (result.waterfall?.gp.irr ?? 0) / 100);
    close('GpPromote', result.waterfall?.gp.promote ?? 0);
    close('RefiNewLoan', result.refinance?.newLoan ?? 0);
    close('RefiProceeds', result.refinance?.proceeds ?? 0);
    close('LoanFees', result.loanFees);
    // live: a higher preferred return (the sheet holds percents as fractions) moves the LP IRR where the engine says
    live.set('PrefRate', 0.1);
    const richer = analyze({ ...deal, waterfall: { ...STACK.waterfall, prefRate: 10 } });
    close('LpIrr', (richer.waterfall?.lp.irr ?? 0) / 100);
    console.log(
      `[capital stack] LP IRR ${percent(result.waterfall?.lp.irr)}, GP IRR ${percent(result.waterfall?.gp.irr)}, ` +
        `refinance ${money(result.refinance?.newLoan)} (${result.refinance?.constrainedBy}); ${figures.length} figures ` +
        `found on screen, after reload, in the CSV, the PDF (${pdf.pages} pages) and the recalculated workbook`,
    );
  });
});
