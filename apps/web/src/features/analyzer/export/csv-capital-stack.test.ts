import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { buildAnalysisCsv } from './csv';

const csvOf = (values: AnalyzerFormValues) =>
  buildAnalysisCsv({ values, asOf: FIXTURE_AS_OF, result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)) });

/** The capital stack's sections of the full-stack deal, as the CSV ends (LF here, CRLF in the file). */
const STACK_SECTIONS = `"Sources & Uses"
"Part","Item","Amount"
"Uses","Purchase Price","$5,000,000"
"Uses","Closing Costs (1.50% of price)","$75,000"
"Uses","Loan Fees","$37,500"
"Uses","Total Uses","$5,112,500"
"Sources","Senior Loan","$3,750,000"
"Sources","Second Loan","$500,000"
"Sources","LP Equity","$776,250"
"Sources","GP Equity","$86,250"
"Sources","Total Sources","$5,112,500"

"Debt Coverage (year 1)"
"Field","Value"
"Senior Debt Service","$243,750"
"Second Loan Debt Service","$55,000"
"Total Debt Service","$298,750"
"Combined DSCR","1.71x"
"Senior DSCR","2.10x"

"Debt Schedule"
"Year","Loan","Interest","Principal","Balloon","Repaid","Ending Balance","Debt Service"
"1","Senior loan","$243,750","$0","$0","$0","$3,750,000","$243,750"
"1","Second loan","$55,000","$0","$0","$0","$500,000","$55,000"
"1","All loans","$298,750","$0","$0","$0","$4,250,000","$298,750"
"2","Senior loan","$243,750","$0","$0","$0","$3,750,000","$243,750"
"2","Second loan","$55,000","$0","$0","$0","$500,000","$55,000"
"2","All loans","$298,750","$0","$0","$0","$4,250,000","$298,750"
"3","Senior loan","$242,516","$41,915","$0","$3,708,085","$0","$284,431"
"3","Second loan","$55,000","$0","$0","$500,000","$0","$55,000"
"3","All loans","$297,516","$41,915","$0","$4,208,085","$0","$339,431"
"4","Refinance loan","$218,958","$37,843","$0","$0","$3,347,878","$256,801"
"5","Refinance loan","$216,423","$40,377","$0","$0","$3,307,500","$256,801"
"6","Refinance loan","$213,719","$43,082","$0","$0","$3,264,419","$256,801"
"7","Refinance loan","$210,834","$45,967","$0","$3,218,452","$0","$256,801"

"Refinance"
"Field","Value"
"Refinanced at the end of","Year 3"
"Property Value","$5,208,801"
"New Loan","$3,385,721"
"Payoff of the Purchase Loans","$4,208,085"
"Refinance Proceeds","($822,364)"
"Sized By","Loan-to-value"

"Waterfall: LP and GP"
"Partner","Contributed","Distributed","IRR","Equity Multiple","Promote"
"LP","$1,333,958","$3,325,757","23.23%","2.49x",""
"GP","$148,218","$1,067,039","45.87%","7.20x","$697,510"

"Waterfall by Year"
"Year","Distributable","LP","GP","GP Promote"
"1","$212,250","$191,025","$21,225","$0"
"2","$227,580","$204,822","$22,758","$0"
"3","$0","$0","$0","$0"
"4","$301,583","$271,425","$30,158","$0"
"5","$318,334","$286,501","$31,833","$0"
"6","$335,588","$302,030","$33,559","$0"
"7","$2,997,460","$2,069,955","$927,505","$697,510"
"Total","$4,392,795","$3,325,757","$1,067,039","$697,510"

"Waterfall by Tier"
"Year","Preferred return","Tier 1 (above 12% IRR)","Residual"
"1","$212,250","$0","$0"
"2","$227,580","$0","$0"
"3","$0","$0","$0"
"4","$301,583","$0","$0"
"5","$318,334","$0","$0"
"6","$335,588","$0","$0"
"7","$536,383","$408,129","$2,052,948"
"Total","$1,931,718","$408,129","$2,052,948"
`;

const crlf = (text: string) => text.replace(/\n/g, '\r\n');

/** The CSV up to the risk sections that end every export (csv-risk.test.ts checks them). */
const beforeRisk = (csv: string) => {
  const risk = csv.indexOf('\r\n"Risk: Tornado');
  expect(risk).toBeGreaterThan(0);
  return csv.slice(0, risk);
};

describe('CSV export of a capital stack', () => {
  it("ends with the stack's sections: sources and uses, coverage, debt schedule, refinance and waterfall, then risk", () => {
    const csv = beforeRisk(csvOf(capitalStackDeal()));
    expect(csv.endsWith(`\r\n\r\n${crlf(STACK_SECTIONS)}`)).toBe(true);
  });

  it("lists the stack's metrics among the results, labelled and formatted by the catalog", () => {
    const csv = csvOf(capitalStackDeal());
    expect(csv).toContain(
      crlf(`"Results","NNN Charges per Sq Ft","$2.00"
"Results","Loan Fees","$37,500"
"Results","Second Loan","$500,000"
"Results","Senior Debt Service","$243,750"
"Results","Second Loan Debt Service","$55,000"
"Results","Senior DSCR","2.10x"
"Results","Sale Price","$5,862,552"
`),
    );
  });

  it('keeps only the parts the deal has: no refinance or waterfall, one equity line', () => {
    const csv = csvOf({ ...capitalStackDeal(), refinance: null, waterfall: null });
    expect(csv).toContain(crlf('"Sources","Equity","$862,500"\n"Sources","Total Sources","$5,112,500"\n'));
    expect(csv).toContain('"Debt Schedule"');
    expect(csv).not.toContain('"Refinance"');
    expect(csv).not.toContain('Waterfall');
    // The debt schedule is the stack's last section; the second loan, repaid at its maturity in
    // year 5, is left out of years 6 and 7.
    const blocks = beforeRisk(csv).split('\r\n\r\n');
    expect(blocks.at(-1)?.startsWith('"Debt Schedule"\r\n')).toBe(true);
    const schedule = blocks.at(-1)?.trimEnd().split('\r\n') ?? [];
    expect(schedule.filter((line) => line.startsWith('"5",')).map((line) => line.split(',')[1])).toEqual([
      '"Senior loan"',
      '"Second loan"',
      '"All loans"',
    ]);
    expect(schedule.find((line) => line.startsWith('"5","Second loan"'))).toBe(
      '"5","Second loan","$55,000","$0","$500,000","$0","$0","$555,000"',
    );
    expect(schedule.filter((line) => /^"[67]",/.test(line)).map((line) => line.split(',')[1])).toEqual([
      '"Senior loan"',
      '"Senior loan"',
    ]);
  });

  it('adds nothing for a deal without a stack', () => {
    const csv = csvOf(officeDeal());
    for (const text of ['Sources & Uses', 'Debt Schedule', 'Senior DSCR', 'Waterfall', 'Loan Fees']) {
      expect(csv).not.toContain(text);
    }
  });
});
