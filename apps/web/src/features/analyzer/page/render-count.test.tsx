import { fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { leaseByLeaseDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderWithProviders } from '../../../../test/render';
import { createRenderCounter, type RenderedComponent } from '../../../../test/render-counter';
import { DEFAULT_SECOND_LOAN, DEFAULT_WATERFALL } from '../model/capital-stack';
import type { AnalyzerFormValues } from '../model/form-values';
import AnalyzerPage from './analyzer-page';

const verifiedUser = { ...testUser, isEmailVerified: true };

/** The retail fixture with `count` tenants of 100 sq ft at $30 (Suite 101, Suite 102, ...). */
function rentRoll(count: number): AnalyzerFormValues {
  const base = retailRentRoll();
  const template = base.tenantLeases[0]!;
  return {
    ...base,
    tenantLeases: Array.from({ length: count }, (_, i) => ({
      ...template,
      tenantName: `Suite ${101 + i}`,
      sqftLeased: 100,
      rentPerSqft: 30,
    })),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renders the analyzer on a saved project inside a Profiler that counts every rendered component. */
async function openAnalyzer(values: AnalyzerFormValues) {
  const project = savedProject(values, 5);
  let container: Element | null = null;
  const counter = createRenderCounter(() => container as Element);
  const view = renderWithProviders(
    <Profiler id="analyzer" onRender={counter.onRender}>
      <AnalyzerPage opened={{ requestedId: 5, project, error: null }} openInUrl={() => undefined} />
    </Profiler>,
    { handlers: { 'auth.me': () => verifiedUser, ...fakeProjectsApi([project]).handlers } },
  );
  container = view.container;
  await screen.findByText(`${values.name} has been loaded for editing`, {}, { timeout: 20_000 });
  await screen.findByRole('heading', { name: 'Property Details' }, { timeout: 20_000 });
  /** Waits until nothing has been committed for 150 ms (deferred passes, sliced grids, next-task charts). */
  const settle = async () => {
    let seen = -1;
    while (seen !== counter.commits()) {
      seen = counter.commits();
      await sleep(150);
    }
  };
  /** Focuses `field`, lets everything settle, then counts what one typed `key` renders. */
  const keystroke = async (field: HTMLElement, key: string) => {
    await view.user.click(field);
    await settle();
    counter.reset();
    await view.user.keyboard(key);
    await settle();
  };
  return { ...view, counter, settle, keystroke };
}

/** Indexes of the rendered components named `name` (tenant blocks and compact rows carry `index`). */
const indexesOf = (rendered: RenderedComponent[], name: RegExp) => [
  ...new Set(rendered.filter((c) => name.test(c.name)).map((c) => c.props.index as number)),
];
const TENANT_BLOCK = /^Tenant(Block|TextField|NumberField|Heading)/;
const COMPACT_ROW = /^CompactTenantRow/;
const field = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { exact: true });

describe('analyzer render counts', { timeout: 180_000 }, () => {
  it('renders at most 100 components for one character typed into Purchase Price at 12 tenants, results showing', async () => {
    const { counter, keystroke } = await openAnalyzer(rentRoll(12));
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Analysis' }));
    await screen.findByTestId('metric-Net Operating Income', {}, { timeout: 20_000 });
    await within(document.getElementById('charts') as HTMLElement).findByText(
      'Annual Cash Flow',
      {},
      { timeout: 20_000 },
    );
    const price = field('Purchase Price');
    await keystroke(price, '5');
    expect(price).toHaveValue('42,000,005');
    // The live grids show the new price: its column is the current deal's.
    expect(await screen.findAllByRole('columnheader', { name: '$42M' })).toHaveLength(2);
    const rendered = counter.rendered();
    console.info(
      `Purchase Price keystroke, 12 tenants: ${rendered.length} components in ${counter.commits()} commits`,
    );
    expect(rendered.length).toBeLessThanOrEqual(100);
    expect(indexesOf(rendered, TENANT_BLOCK)).toEqual([]);
  });

  it("renders no other tenant's block for one character typed into a tenant's rent", async () => {
    const { counter, keystroke } = await openAnalyzer(rentRoll(12));
    const rent = field('Annual Rent per Sq Ft', screen.getByRole('group', { name: 'Tenant #3' }));
    await keystroke(rent, '5');
    expect(rent).toHaveValue('305');
    const rendered = counter.rendered();
    console.info(
      `Tenant rent keystroke, 12 tenants: ${rendered.length} components in ${counter.commits()} commits`,
    );
    expect(indexesOf(rendered, TENANT_BLOCK)).toEqual([2]);
  });

  it('re-renders only the edited or added tenant of a 100-tenant rent roll', async () => {
    const { user, counter, settle, keystroke } = await openAnalyzer(rentRoll(100));
    await user.click(screen.getByRole('button', { name: 'Edit Tenant #5' }));
    const rent = field('Annual Rent per Sq Ft', screen.getByRole('group', { name: 'Tenant #5' }));
    await keystroke(rent, '5');
    expect(rent).toHaveValue('305');
    let rendered = counter.rendered();
    console.info(
      `Tenant rent keystroke, 100 tenants: ${rendered.length} components in ${counter.commits()} commits`,
    );
    expect(indexesOf(rendered, TENANT_BLOCK)).toEqual([4]);
    expect(indexesOf(rendered, COMPACT_ROW)).toEqual([4]);

    counter.reset();
    await user.click(screen.getByRole('button', { name: 'Add Tenant' }));
    await settle();
    expect(field('Tenant Name', screen.getByRole('group', { name: 'Tenant #101' }))).toHaveValue(
      'Tenant #101',
    );
    rendered = counter.rendered();
    console.info(`Add Tenant, 100 tenants: ${rendered.length} components in ${counter.commits()} commits`);
    expect(indexesOf(rendered, TENANT_BLOCK)).toEqual([100]);
    expect(indexesOf(rendered, COMPACT_ROW)).toEqual([100]);
  });

  it('lease by lease: a price keystroke redraws only the debt service and cash flow lines, no rollover row', async () => {
    const { counter, keystroke } = await openAnalyzer(leaseByLeaseDeal());
    expect(await screen.findByText('Annual cash flow, years 1 to 8')).toBeInTheDocument();
    const price = field('Purchase Price');
    await keystroke(price, '5');
    expect(price).toHaveValue('68,000,005');
    const rendered = counter.rendered();
    const lines = rendered.filter((c) => c.name === 'LineRow').map((c) => c.props.label);
    console.info(
      `Purchase Price keystroke, leases mode, 6 tenants: ${rendered.length} components in ${counter.commits()} commits`,
    );
    expect(lines.sort()).toEqual(['Cash Flow', 'Debt Service']);
    expect(rendered.filter((c) => c.name === 'RolloverRow')).toEqual([]);
    // the typed field alone among the form's fields; the Market Leasing panel is not redrawn
    expect(rendered.filter((c) => c.name.startsWith('NumberField')).map((c) => c.props.field)).toEqual([
      'purchasePrice',
    ]);
    expect(rendered.filter((c) => c.name === 'MarketLeasingPanel')).toEqual([]);
    expect(indexesOf(rendered, TENANT_BLOCK)).toEqual([]);
  });

  it('lease by lease: an assumption keystroke redraws that field and the lines and rollovers it changes', async () => {
    const { counter, keystroke } = await openAnalyzer(leaseByLeaseDeal());
    await screen.findByText('Annual cash flow, years 1 to 8');
    const ti = field('Renewal TI ($/sq ft)');
    await keystroke(ti, '0');
    expect(ti).toHaveValue('50');
    const rendered = counter.rendered();
    const fields = rendered.filter((c) => c.name.startsWith('NumberField')).map((c) => c.props.field);
    expect(fields).toEqual(['renewalTiPerSqft']);
    // TI moves the TI and cash flow lines only; every rollover's TI changes (renewals are 60 % of the blend)
    const lines = rendered.filter((c) => c.name === 'LineRow').map((c) => c.props.label);
    expect(lines.sort()).toEqual(['Cash Flow', 'Tenant Improvements']);
    expect(rendered.filter((c) => c.name === 'RolloverRow').length).toBeGreaterThan(0);
    expect(indexesOf(rendered, TENANT_BLOCK)).toEqual([]);
  });

  it('a capital-stack group field: one keystroke redraws that field alone, not its group, panel or other fields', async () => {
    const deal: AnalyzerFormValues = {
      ...rentRoll(3),
      secondLoan: { ...DEFAULT_SECOND_LOAN },
      waterfall: {
        ...DEFAULT_WATERFALL,
        tiers: [
          { hurdleIrr: 12, promotePercent: 2 },
          { hurdleIrr: 16, promotePercent: 30 },
        ],
      },
    };
    const { counter, keystroke } = await openAnalyzer(deal);
    const formFields = (rendered: RenderedComponent[]) =>
      rendered
        .filter((c) => /^(Group)?NumberField/.test(c.name))
        .map((c) => [c.props.group ?? '', c.props.tier ?? '', c.props.field].join(' '));
    const containers =
      /^(FinancingPanel|SecondLoanSection|RefinanceSection|EquityWaterfallPanel|WaterfallTiers|WaterfallTierRow|SeniorLoanFields|FinancingWarnings)$/;

    const amortization = field('Second Loan Amortization (years)');
    await keystroke(amortization, '9');
    expect(amortization).toHaveValue('9');
    let rendered = counter.rendered();
    console.info(
      `Second loan field keystroke: ${rendered.length} components in ${counter.commits()} commits`,
    );
    expect(formFields(rendered)).toEqual(['secondLoan  amortizationYears']);
    expect(rendered.filter((c) => containers.test(c.name))).toEqual([]);

    const promote = field('Promote', screen.getByRole('group', { name: 'Tier 1' }));
    await keystroke(promote, '5');
    expect(promote).toHaveValue('25');
    rendered = counter.rendered();
    console.info(`Waterfall tier keystroke: ${rendered.length} components in ${counter.commits()} commits`);
    expect(formFields(rendered)).toEqual(['waterfall 0 promotePercent']);
    expect(rendered.filter((c) => containers.test(c.name))).toEqual([]);
  });
});
