import { analyze, READY_TARGETS, type ReadyTargets, readyAnswers, withVaried } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { money, percent, ratio } from '../display-format';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { buildAnalysisCsv } from './csv';
import { buildReportDefinition } from './pdf-definition';
import { OUT_OF_REACH, WHAT_YOU_CAN_PAY_INTRO, whatYouCanPayRows } from './what-you-can-pay';

const renderPdf = usePdfRenderer();
const calculationOf = (values: AnalyzerFormValues) => ({
  values,
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
});
const squash = (text: string) => text.replace(/\s+/g, ' ');

/** What the engine says for each ready answer: label, price and metrics at the price, formatted as the exports do. */
function expectedRows(values: AnalyzerFormValues, targets: ReadyTargets = READY_TARGETS) {
  const deal = toAnalysisInput(values, FIXTURE_AS_OF);
  return readyAnswers(deal, targets).map(({ label, result }) => {
    if (result.value === null) return { label, reason: result.reason };
    const at = analyze(withVaried(deal, 'purchasePrice', result.value));
    return {
      label,
      price: money(result.value),
      cells: [percent(at.irr), ratio(at.dscr), percent(at.cashOnCash)],
    };
  });
}

/** The office deal paid all cash: no debt, so no DSCR at any price. */
const allCash = (): AnalyzerFormValues => ({ ...officeDeal(), downPaymentPercent: 100 });

describe('What you can pay', () => {
  it('gives the engine’s max price for 15% IRR, 1.25x DSCR and 8% cash-on-cash with the metrics at it', () => {
    const rows = whatYouCanPayRows(calculationOf(officeDeal()));
    const expected = expectedRows(officeDeal());
    expect(rows.map((row) => row.label)).toEqual([
      'Max price for 15% IRR',
      'Max price for 1.25x DSCR',
      'Max price for 8% cash-on-cash',
    ]);
    expect(rows.map((row) => [row.label, row.price, row.irr, row.dscr, row.cashOnCash])).toEqual(
      expected.map((e) => [e.label, e.price, ...(e.cells ?? [])]),
    );
    // each row meets its own target at its price
    expect(rows.map((row, i) => [row.irr, row.dscr, row.cashOnCash][i])).toEqual([
      '15.00%',
      '1.25x',
      '8.00%',
    ]);
    expect(rows.map((row) => row.price)).toEqual(['$3,157,690', '$2,975,219', '$2,798,116']);
  });

  it('writes a CSV section with a header and one line per ready answer', () => {
    const lines = buildAnalysisCsv(calculationOf(officeDeal())).split('\r\n');
    const title = lines.indexOf('"What you can pay"');
    expect(lines[title - 1]).toBe('');
    expect(lines[title - 2]).toMatch(/^"Results","Optimal Hold Reason",/);
    const expected = expectedRows(officeDeal());
    expect(lines.slice(title, title + 6)).toEqual([
      '"What you can pay"',
      '"Target","Max Price","IRR","DSCR","Cash-on-Cash","Note"',
      ...expected.map((e) => [e.label, e.price, ...(e.cells ?? []), ''].map((c) => `"${c}"`).join(',')),
      '',
    ]);
    expect(lines[title + 2]).toBe('"Max price for 15% IRR","$3,157,690","15.00%","1.18x","4.32%",""');
  });

  it('uses the targets it is given (the project’s), in its labels and its prices', () => {
    const targets = { irr: 12, dscr: 1.4, cashOnCash: 7.5 };
    const csv = buildAnalysisCsv(calculationOf(retailRentRoll()), targets);
    const expected = expectedRows(retailRentRoll(), targets);
    expect(expected.map((e) => e.label)).toEqual([
      'Max price for 12% IRR',
      'Max price for 1.4x DSCR',
      'Max price for 7.5% cash-on-cash',
    ]);
    for (const e of expected) {
      expect(csv).toContain([e.label, e.price, ...(e.cells ?? []), ''].map((c) => `"${c}"`).join(','));
    }
    expect(csv).not.toContain('Max price for 15% IRR');
  });

  it('shows "Out of reach" and the engine’s reason when no price reaches a target', () => {
    const rows = whatYouCanPayRows(calculationOf(allCash()));
    const dscr = rows[1]!;
    expect(dscr).toEqual({
      label: 'Max price for 1.25x DSCR',
      price: OUT_OF_REACH,
      irr: '',
      dscr: '',
      cashOnCash: '',
      reason:
        'A 1.25x DSCR is out of reach: the DSCR has no value for any purchase price between $1 and $100,000,000,000',
      note: null,
    });
    expect(dscr.reason).toBe(expectedRows(allCash())[1]!.reason);
    const lines = buildAnalysisCsv(calculationOf(allCash())).split('\r\n');
    expect(lines).toContain(`"Max price for 1.25x DSCR","Out of reach","","","","${dscr.reason}"`);
    // the IRR and cash-on-cash answers of the all-cash deal are still priced
    expect(rows[0]!.price).toBe(expectedRows(allCash())[0]!.price);
    expect(rows[0]!.dscr).toBe('N/A');
  });

  it('gives every target’s reason when the deal loses money at any price', () => {
    const losing = { ...officeDeal(), propertyTaxes: 400_000 };
    const targets = { irr: 400, dscr: 1.25, cashOnCash: 8 };
    const rows = whatYouCanPayRows(calculationOf(losing), targets);
    expect(rows.map((row) => row.price)).toEqual([OUT_OF_REACH, OUT_OF_REACH, OUT_OF_REACH]);
    expect(rows.map((row) => row.reason)).toEqual(expectedRows(losing, targets).map((e) => e.reason));
    expect(rows[0]!.reason).toBe(
      'A 400% IRR is out of reach: the IRR has no value for any purchase price between $1 and $100,000,000,000',
    );
    expect(rows[2]!.reason).toMatch(
      /^An 8% cash-on-cash is out of reach: the highest cash-on-cash for any purchase price between \$1 and \$100,000,000,000 is -\d+\.\d%$/,
    );
  });

  it('prints the section in the PDF in the Executive Summary, with the figures and an out-of-reach reason', async () => {
    const office = squash((await renderPdf(buildReportDefinition(calculationOf(officeDeal()), meta))).text);
    expect(office.indexOf('Executive Summary')).toBeLessThan(office.indexOf('What you can pay'));
    expect(office.indexOf('What you can pay')).toBeLessThan(office.indexOf('Sources & Uses'));
    expect(office.indexOf('Sources & Uses')).toBeLessThan(office.indexOf('Property Details'));
    expect(office).toContain(WHAT_YOU_CAN_PAY_INTRO);
    expect(office).toContain('Target Max Price IRR DSCR Cash-on-Cash');
    for (const e of expectedRows(officeDeal())) {
      expect(office).toContain([e.label, e.price, ...(e.cells ?? [])].join(' '));
    }
    expect(office).toContain('Max price for 1.25x DSCR $2,975,219 16.75% 1.25x 6.08%');

    const cash = squash((await renderPdf(buildReportDefinition(calculationOf(allCash()), meta))).text);
    const reason = expectedRows(allCash())[1]!.reason!;
    // the reason wraps inside its cell, beside the label and "Out of reach", and reads whole
    expect(cash).toContain(`Max price for 1.25x DSCR Out of reach ${reason}`);
  });

  it('uses the targets it is given in the PDF', async () => {
    const targets = { irr: 12, dscr: 1.4, cashOnCash: 7.5 };
    const definition = buildReportDefinition(calculationOf(officeDeal()), meta, targets);
    const text = squash((await renderPdf(definition)).text);
    for (const e of expectedRows(officeDeal(), targets)) {
      expect(text).toContain([e.label, e.price, ...(e.cells ?? [])].join(' '));
    }
    expect(text).not.toContain('Max price for 15% IRR');
  });
});

const meta = { generatedAt: new Date(2026, 10, 22, 9, 30) };
