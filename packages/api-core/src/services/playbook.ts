import { type AnalysisInput, analyze } from '@cre/underwriting';
import type { BrokerConfig } from '../config.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const pct = (fraction: number, digits = 2) => `${(fraction * 100).toFixed(digits)}%`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The deal of the playbook's worked example, as the engine takes it: $2M price, $180,000 of rent
 * with 5 % vacancy and $6,000 of other income, $42,050 of expenses, 65 % LTV at 6.5 % over 25 years
 * (no closing costs, so the down payment is the equity), valued at a 6.5 % market cap rate.
 */
export const PLAYBOOK_DEAL = {
  purchasePrice: 2_000_000,
  sqft: 20_000,
  revenueInputType: 'aggregate',
  annualRent: 180_000,
  otherIncome: 6_000,
  vacancyRate: 5,
  propertyTaxes: 18_000,
  insurance: 6_500,
  maintenance: 9_000,
  managementFees: 8_550,
  repairs: 0,
  otherExpenses: 0,
  isNnnLease: false,
  downPaymentPercent: 35,
  interestRate: 6.5,
  loanTerm: 25,
  isInterestOnly: false,
  marketCapRate: 6.5,
  closingCostsPercent: 0,
} as const satisfies AnalysisInput;

/**
 * The worked example's figures, read from `analyze()` of {@link PLAYBOOK_DEAL} (the engine's
 * percentages as fractions), so the playbook says exactly what the analyzer computes. The deal has
 * a loan and income, so DSCR, debt yield and break-even occupancy are never null here.
 */
function workedExample() {
  const r = analyze(PLAYBOOK_DEAL);
  return {
    price: PLAYBOOK_DEAL.purchasePrice,
    grossRent: r.grossPotentialRent,
    egi: r.effectiveGrossIncome,
    opex: r.operatingExpenses,
    noi: r.noi,
    capRate: r.goingInCapRate / 100,
    marketCap: PLAYBOOK_DEAL.marketCapRate / 100,
    marketValue: r.propertyValue,
    loan: r.loanAmount,
    monthly: r.monthlyPayment,
    debtService: r.annualDebtService,
    dscr: r.dscr ?? 0,
    debtYield: (r.debtYield ?? 0) / 100,
    cashFlow: r.annualCashFlow,
    cashOnCash: r.cashOnCash / 100,
    breakEven: (r.breakEvenOccupancy ?? 0) / 100,
  };
}

/**
 * The Commercial Property Owner's Playbook: a self-contained, printable HTML document (print
 * to PDF from any browser) with a worked underwriting example and a sale-preparation checklist.
 */
export function renderPlaybook(broker: BrokerConfig): string {
  const x = workedExample();
  const row = (label: string, value: string) => `<tr><th>${label}</th><td>${value}</td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Commercial Property Owner's Playbook - CRE Sale Analyzer</title>
<style>
body{font-family:Georgia,'Times New Roman',serif;max-width:780px;margin:2rem auto;padding:0 1.25rem;color:#1d232b;line-height:1.6}
h1{font-size:2rem;margin-bottom:.25rem}h2{border-bottom:2px solid #1c7ed6;padding-bottom:.2rem;margin-top:2.2rem}
.lead{font-size:1.1rem;color:#444}table{border-collapse:collapse;width:100%;margin:1rem 0}
th,td{border:1px solid #ccd4dd;padding:.4rem .6rem;text-align:left}th{background:#f1f5f9;width:55%}
.box{background:#f8fafc;border-left:4px solid #1c7ed6;padding:.6rem 1rem;margin:1rem 0}
footer{margin-top:3rem;font-size:.9rem;color:#555;border-top:1px solid #ccd4dd;padding-top:1rem}
@media print{body{margin:0}h2{page-break-after:avoid}table{page-break-inside:avoid}}
</style></head><body>
<h1>The Commercial Property Owner's Playbook</h1>
<p class="lead">How investors value, finance, hold and sell commercial real estate, with a fully worked
example you can reproduce in CRE Sale Analyzer.</p>

<h2>1. Start with net operating income</h2>
<p>Every valuation conversation starts with <strong>net operating income (NOI)</strong>: the income a
property produces after operating expenses and before debt service, depreciation and income taxes.</p>
<ul>
<li><strong>Gross potential rent</strong> is what the rent roll would pay if every suite were leased.</li>
<li><strong>Effective gross income</strong> subtracts vacancy and credit loss and adds other income (parking, signage, storage).</li>
<li><strong>Operating expenses</strong> are property taxes, insurance, repairs and maintenance, and management. Capital
improvements and loan payments are not operating expenses.</li>
</ul>
<div class="box">NOI = effective gross income &minus; operating expenses. Buyers underwrite <em>trailing</em>
twelve-month NOI, so clean, documented books are worth real money at sale.</div>

<h2>2. Cap rates and market value</h2>
<p>The <strong>capitalization rate</strong> is NOI divided by price. It is the yield an all-cash buyer earns in
year one, and the market's shorthand for risk: stabilized, well-leased assets in strong locations trade at lower
cap rates (higher values) than short-leased or secondary-market assets.</p>
<p>Because value = NOI &divide; cap rate, small moves matter. At $150,000 of NOI, a 6.0% cap rate implies
${usd.format(150_000 / 0.06)} while 7.0% implies ${usd.format(150_000 / 0.07)}: a one-point difference
is worth ${usd.format(150_000 / 0.06 - 150_000 / 0.07)}. Raising NOI by $10,000 at a 6.5% cap adds
${usd.format(10_000 / 0.065)} of value.</p>

<h2>3. A worked example</h2>
<table>
${row('Purchase price', usd.format(x.price))}
${row('Gross potential rent', usd.format(x.grossRent))}
${row('Effective gross income (5% vacancy, $6,000 other income)', usd.format(x.egi))}
${row('Operating expenses (taxes, insurance, maintenance, management)', usd.format(x.opex))}
${row('Net operating income', usd.format(x.noi))}
${row('Going-in cap rate', pct(x.capRate))}
${row(`Market value at a ${pct(x.marketCap, 1)} market cap rate`, usd.format(x.marketValue))}
${row('Loan (65% LTV, 6.5% interest, 25-year amortization)', usd.format(x.loan))}
${row('Monthly payment', usd.format(x.monthly))}
${row('Annual debt service', usd.format(x.debtService))}
${row('Debt service coverage ratio (NOI / debt service)', x.dscr.toFixed(2))}
${row('Debt yield (NOI / loan)', pct(x.debtYield))}
${row('Annual cash flow after debt service', usd.format(x.cashFlow))}
${row('Cash-on-cash return on the 35% down payment', pct(x.cashOnCash))}
${row('Break-even occupancy', pct(x.breakEven, 1))}
</table>
<p>Lenders typically look for a DSCR of at least 1.20&ndash;1.25 and a debt yield of 8&ndash;10%. At
${x.dscr.toFixed(2)} and ${pct(x.debtYield, 1)} this deal clears both, but only just: losing one mid-size tenant
would push occupancy toward the ${pct(x.breakEven, 1)} break-even, which is why lease rollover dates matter as
much as today's rent.</p>

<h2>4. Leases drive value</h2>
<ul>
<li><strong>NNN (triple-net) leases</strong> pass property taxes, insurance and common-area maintenance to the tenant.
The owner's NOI is steadier and buyers pay for that stability. Budget for recoveries to escalate (2&ndash;3% a year is common).</li>
<li><strong>Weighted average lease term (WALT)</strong> weights each lease's remaining term by its rent. Short WALT
means re-leasing risk; renewing an anchor tenant before a sale can lower the cap rate buyers demand.</li>
<li><strong>Free rent and tenant improvements</strong> reduce effective rent: a 60-month lease with 3 free months yields
57/60 = 95% of face rent before TI costs.</li>
<li>Keep a clean <strong>rent roll</strong>: tenant, suite size, rent per square foot, start and end dates, escalations,
options, and estoppel-ready lease copies.</li>
</ul>

<h2>5. Financing choices</h2>
<ul>
<li><strong>Loan-to-value</strong>: 60&ndash;75% is typical; higher leverage raises cash-on-cash return in good years and
risk in bad ones.</li>
<li><strong>Amortization versus interest-only</strong>: interest-only periods raise early cash flow but leave the full
balance due at sale or maturity.</li>
<li><strong>Prepayment terms</strong> (yield maintenance, defeasance, step-down penalties) can cost more than the rate
difference when you sell early: read them before you sign.</li>
</ul>

<h2>6. How long to hold</h2>
<p>Compare the <strong>internal rate of return (IRR)</strong> of selling in each year: annual cash flows plus the
net sale proceeds (sale price at the exit cap rate, less selling costs and the remaining loan balance). Returns
usually peak when lease-up and rent growth are captured and before major capital work is due.</p>
<ul>
<li><strong>Short-term (up to 5 years)</strong>: value-add plays once the business plan is complete.</li>
<li><strong>Medium-term (6&ndash;8 years)</strong>: stabilized assets with rent growth still ahead.</li>
<li><strong>Long-term (9+ years)</strong>: long NNN leases with steady escalations, or where taxes on a sale would be high.</li>
</ul>
<p>Underwrite the exit conservatively: assume an exit cap rate at least 0.5 points above today's going-in rate.</p>

<h2>7. Preparing to sell: a checklist</h2>
<ol>
<li>Trailing 12-month operating statement and the last two years of annual statements.</li>
<li>Current rent roll, lease abstracts, amendments and tenant estoppel certificates.</li>
<li>Property tax bills, insurance policy and loss runs, service contracts.</li>
<li>Capital expenditure history (roof, HVAC, parking lot) with dates and invoices.</li>
<li>Environmental reports, surveys, title policy, zoning letter and certificates of occupancy.</li>
<li>Loan documents with payoff and prepayment terms.</li>
<li>A realistic pricing opinion based on recent comparable sales and cap rates.</li>
</ol>

<h2>8. Run your own numbers</h2>
<p>Enter your property in CRE Sale Analyzer to see NOI, cap rates, market value, IRR, DSCR, cash-flow and
value projections and a recommended hold period, then export the analysis as CSV or PDF.</p>

<footer>
<p><strong>${escapeHtml(broker.name)}</strong> &middot; ${escapeHtml(broker.license)}<br>
${escapeHtml(broker.phone)} &middot; ${escapeHtml(broker.email)}<br>${escapeHtml(broker.address)}</p>
<p>This playbook is general education, not investment, legal or tax advice. Figures in the worked example are
illustrative and computed from the stated assumptions.</p>
</footer>
</body></html>`;
}
