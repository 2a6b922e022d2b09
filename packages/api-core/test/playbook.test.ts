import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { PLAYBOOK_DEAL, renderPlaybook } from '../src/services/playbook.js';

const broker = { name: 'Broker', phone: '555', email: 'b@example.com', license: 'LIC-1', address: 'Main St' };

describe('the playbook', () => {
  it("prints the worked example's figures as analyze() computes them", () => {
    const r = analyze(PLAYBOOK_DEAL);
    expect(r.noi).toBe(134_950);
    expect(r.effectiveGrossIncome).toBe(177_000);
    expect(r.operatingExpenses).toBe(42_050);
    const html = renderPlaybook(broker);
    for (const row of [
      ['Purchase price', '$2,000,000'],
      ['Gross potential rent', '$180,000'],
      ['Effective gross income (5% vacancy, $6,000 other income)', '$177,000'],
      ['Operating expenses (taxes, insurance, maintenance, management)', '$42,050'],
      ['Net operating income', '$134,950'],
      ['Going-in cap rate', '6.75%'],
      ['Market value at a 6.5% market cap rate', '$2,076,154'],
      ['Loan (65% LTV, 6.5% interest, 25-year amortization)', '$1,300,000'],
      ['Monthly payment', '$8,778'],
      ['Annual debt service', '$105,332'],
      ['Debt service coverage ratio (NOI / debt service)', '1.28'],
      ['Debt yield (NOI / loan)', '10.38%'],
      ['Annual cash flow after debt service', '$29,618'],
      ['Cash-on-cash return on the 35% down payment', '4.23%'],
      ['Break-even occupancy', '79.2%'],
    ]) {
      expect(html).toContain(`<tr><th>${row[0]}</th><td>${row[1]}</td></tr>`);
    }
    expect(html).toContain(broker.license);
  });
});
