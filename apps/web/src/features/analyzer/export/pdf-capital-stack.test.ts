import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { costedOffice, memoReport } from '../../../../test/memo-report';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { SOURCES_USES_TITLE } from '../report/sources-uses';
import { PAGE_MARGINS } from './pdf-page-flow';

/** The right edge of a portrait page's content, in points. */
const PORTRAIT_RIGHT_EDGE = 612 - PAGE_MARGINS[2];

/** Where each word of a PDF ends (`pdftotext -bbox`), in points from the page's left edge. */
function rightEdges(file: string): number[] {
  const bbox = execFileSync('/usr/bin/pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  return Array.from(bbox.matchAll(/xMax="([\d.]+)"/g), (match) => Number(match[1]));
}

const renderPdf = usePdfRenderer();
const report = memoReport(renderPdf);

describe('PDF report: capital stack', () => {
  it('shows the stack in Sources & Uses, then the debt schedule, the refinance and the waterfall', async () => {
    const { flat, file } = await report(capitalStackDeal());
    // To look at the pages: CRE_PDF_COPY=/tmp/stack.pdf, then pdftoppm -r 60 -png /tmp/stack.pdf /tmp/stack.
    if (process.env.CRE_PDF_COPY) copyFileSync(file, process.env.CRE_PDF_COPY);
    expect(Math.max(...rightEdges(file))).toBeLessThanOrEqual(PORTRAIT_RIGHT_EDGE + 0.01);
    expect(flat).toContain(
      `${SOURCES_USES_TITLE} Uses Purchase Price $5,000,000 Closing Costs (1.50% of price) $75,000 ` +
        'Loan Fees $37,500 Total Uses $5,112,500 Sources Senior Loan $3,750,000 Second Loan $500,000 ' +
        'LP Equity $776,250 GP Equity $86,250 Total Sources $5,112,500',
    );
    // The memo's cash flow and sale carry the stack's debt service and payoff, as analyze() does.
    expect(flat).toContain(
      'Cash Flow Projections Year NOI Debt Service Cash Flow Cumulative Cash Flow ' +
        '1 $511,000 $298,750 $212,250 $212,250 2 $526,330 $298,750 $227,580 $439,830 ' +
        '3 $542,120 $339,431 $202,689 $642,519 4 $558,383 $256,801 $301,583 $944,102',
    );
    expect(flat).toContain('Loan Payoff ($3,218,452) Net Sale Proceeds $2,644,100');
    expect(flat).toContain(
      // "Ending Balance" wraps in its column: its second word follows the last header.
      'Debt Schedule Year Loan Interest Principal Balloon Repaid Ending Debt Service Balance ' +
        '1 Senior loan $243,750 $0 $0 $0 $3,750,000 $243,750 ' +
        '1 Second loan $55,000 $0 $0 $0 $500,000 $55,000 ' +
        '1 All loans $298,750 $0 $0 $0 $4,250,000 $298,750',
    );
    expect(flat).toContain('7 Refinance loan $210,834 $45,967 $0 $3,218,452 $0 $256,801');
    expect(flat).toContain(
      'Debt Coverage (year 1) Senior Debt Service $243,750 Second Loan Debt Service $55,000 ' +
        'Total Debt Service $298,750 Combined DSCR 1.71x Senior DSCR 2.10x',
    );
    expect(flat).toContain(
      'Refinance Refinanced at the end of Year 3 Property Value $5,208,801 New Loan $3,385,721 ' +
        'Payoff of the Purchase Loans $4,208,085 Refinance Proceeds ($822,364) Sized By Loan-to-value',
    );
    expect(flat).toContain(
      'Waterfall Partner Contributed Distributed IRR Equity Multiple Promote ' +
        'LP $1,333,958 $3,325,757 23.23% 2.49x GP $148,218 $1,067,039 45.87% 7.20x $697,510',
    );
    expect(flat).toContain(
      'Waterfall by Year Year Distributable LP GP GP Promote 1 $212,250 $191,025 $21,225 $0',
    );
    expect(flat).toContain('Total $4,392,795 $3,325,757 $1,067,039 $697,510');
    expect(flat).toContain('Waterfall by Tier Year Preferred return Tier 1 (above 12% IRR) Residual');
    expect(flat).toContain('7 $536,383 $408,129 $2,052,948 Total $1,931,718 $408,129 $2,052,948');
    // The order: sources and uses first, the stack after the sale.
    const at = (text: string) => flat.indexOf(text);
    expect(at('Debt Schedule Year')).toBeGreaterThan(at(`${SOURCES_USES_TITLE} Uses`));
    expect(at('Debt Schedule Year')).toBeGreaterThan(at('Net Sale Proceeds'));
    expect(at('Refinance Refinanced')).toBeGreaterThan(at('Debt Schedule Year'));
    expect(at('Waterfall Partner')).toBeGreaterThan(at('Refinance Refinanced'));
  });

  it('fits the widest waterfall (a catch-up and four hurdles) and a long schedule inside the page width', async () => {
    const deal = capitalStackDeal();
    const { file, flat } = await report({
      ...deal,
      holdPeriod: 12,
      waterfall: {
        lpEquityPercent: 90,
        prefRate: 8,
        catchUpPercent: 50,
        tiers: [
          { hurdleIrr: 12, promotePercent: 20 },
          { hurdleIrr: 15, promotePercent: 25 },
          { hurdleIrr: 18.5, promotePercent: 30 },
          { hurdleIrr: 22, promotePercent: 35 },
        ],
        residualPromotePercent: 40,
      },
    });
    // The tier names wrap in their columns.
    expect(flat).toContain('Waterfall by Tier Year Preferred Catch-up Tier 1 (above Tier 2 (above');
    expect(flat).toContain('Total $1,946,360 $309,457 $323,028 $698,792 $1,576,264 $2,589,981 $215,620');
    expect(flat).toContain('12 Refinance loan');
    // Every word of the report ends inside the right margin: 612 pt LETTER less 40 pt.
    if (process.env.CRE_PDF_COPY) copyFileSync(file, process.env.CRE_PDF_COPY.replace('.pdf', '-wide.pdf'));
    expect(Math.max(...rightEdges(file))).toBeLessThanOrEqual(PORTRAIT_RIGHT_EDGE + 0.01);
  });

  it('adds nothing for a deal without a stack', async () => {
    const { flat } = await report(costedOffice());
    for (const text of ['Debt Schedule', 'Refinance', 'Waterfall', 'Loan Fees', 'Senior Loan']) {
      expect(flat).not.toContain(text);
    }
  });
});
