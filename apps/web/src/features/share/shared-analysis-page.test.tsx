import { readyAnswers } from '@cre/underwriting';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaseByLeaseDeal, officeDeal } from '../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../test/capital-stack-deal';
import { captureDownloads } from '../../../test/downloads';
import { fakeSharesApi, fakeToken, sharedOf } from '../../../test/fake-shares-api';
import { testUser } from '../../../test/fixtures';
import { savedProject } from '../../../test/projects-api';
import { renderApp } from '../../../test/render';
import { apiServer, type MockHandler } from '../../../test/trpc-mock';
import { formatShortDate } from '../../lib/format';
import { money, percent, ratio } from '../analyzer/display-format';
import { isoDate } from '../analyzer/model/calculation';
import { projectToFormValues, toAnalysisInput } from '../analyzer/model/deal-mapping';
import { LINK_UNAVAILABLE, type SharedAnalysis } from './share-api';
import { READ_ONLY_BANNER } from './shared-analysis-page';
import { sharedCalculation } from './shared-calculation';

const TOKEN = fakeToken(1);
const UPDATED_AT = '2026-11-02T15:30:00.000Z';

function sharedOffice(readyTargets = { irr: 12, dscr: 1.4, cashOnCash: 6 }): SharedAnalysis {
  return sharedOf({ ...savedProject(officeDeal(), 12), readyTargets }, UPDATED_AT);
}

function serve(analysis: SharedAnalysis, shared = true) {
  return fakeSharesApi(
    { 12: analysis },
    shared
      ? [
          {
            id: 1,
            token: TOKEN,
            projectId: 12,
            createdAt: '2026-11-20T10:00:00.000Z',
            expiresAt: '2026-12-20T10:00:00.000Z',
            views: 0,
          },
        ]
      : [],
  );
}

/** Opens the page signed out (or as `handlers` say), the fake answering the share procedures. */
function open(api: ReturnType<typeof serve>, handlers: Record<string, MockHandler> = {}) {
  return renderApp(`/s/${TOKEN}`, { handlers: { ...api.handlers, ...handlers } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

const tile = (label: string) => screen.getByTestId(`metric-${label}`);

describe('the shared analysis page /s/:token', { timeout: 60_000 }, () => {
  it('shows the numbers analyze() gives for the shared project, read-only, signed out', async () => {
    const analysis = sharedOffice();
    const { calls } = open(serve(analysis));
    expect(await screen.findByText('Harbor Point Office')).toBeInTheDocument();

    const values = projectToFormValues(analysis.project);
    const deal = toAnalysisInput(values, isoDate(new Date()));
    const { result } = sharedCalculation(analysis.project).calculation;
    expect(tile('Net Operating Income')).toHaveTextContent(money(result.noi));
    expect(tile('IRR')).toHaveTextContent(percent(result.irr));
    expect(tile('Cash-on-Cash Return')).toHaveTextContent(percent(result.cashOnCash));
    expect(tile('Property Value')).toHaveTextContent(money(result.propertyValue));
    expect(tile('Annual Debt Service')).toHaveTextContent(money(result.annualDebtService));
    expect(tile('DSCR')).toHaveTextContent(ratio(result.dscr));
    // the ready answers use the project's own targets
    const answers = readyAnswers(deal, { irr: 12, dscr: 1.4, cashOnCash: 6 });
    for (const answer of answers) {
      const item = screen.getByRole('listitem', { name: answer.label });
      expect(item).toHaveTextContent(
        answer.result.value === null ? 'out of reach' : money(answer.result.value),
      );
    }
    expect(screen.getByRole('listitem', { name: /12(\.00)?% IRR/ })).toBeInTheDocument();

    // the property details, the results tables and the charts
    const details = screen.getByRole('table', { name: 'Property details' });
    expect(within(details).getByText('Purchase Price')).toBeInTheDocument();
    expect(within(details).getByText(money(values.purchasePrice))).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Assumptions' })).toHaveTextContent('Interest Rate');
    expect(screen.getByText('Cash Flow Projection')).toBeInTheDocument();
    expect(await screen.findByText('Annual Cash Flow', { selector: 'h3' })).toBeInTheDocument();

    expect(screen.getByText(`Last updated ${formatShortDate(UPDATED_AT)}`)).toBeInTheDocument();
    expect(screen.getByText(READ_ONLY_BANNER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to CRE Sale Analyzer/ })).toHaveAttribute('href', '/');

    // nothing that edits
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Calculate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit ready-answer targets/ })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(calls.filter((c) => c.path === 'shared.get')).toEqual([
      { path: 'shared.get', input: { token: TOKEN } },
    ]);
  });

  it('shows the capital stack of a shared project: Sources & Uses, the debt schedule, the refinance and the waterfall', async () => {
    const analysis = sharedOf({ ...savedProject(capitalStackDeal(), 12), readyTargets: null }, UPDATED_AT);
    open(serve(analysis));
    expect(await screen.findByText('Capital Stack')).toBeInTheDocument();
    const { result } = sharedCalculation(analysis.project).calculation;
    const refi = result.refinance;
    const waterfall = result.waterfall;
    if (refi === null || waterfall === null) throw new Error('the stack deal refinances and has a waterfall');
    for (const heading of ['Sources & Uses', 'Debt Schedule', 'Refinance', 'Waterfall']) {
      expect(screen.getAllByText(heading).length).toBeGreaterThan(0);
    }
    const text = document.body.textContent ?? '';
    for (const figure of [
      money(result.loanFees),
      money(result.secondLoanAmount),
      ratio(result.seniorDscr),
      money(refi.newLoan),
      // proceeds below 0 (the equity pays the shortfall in) read as a deduction, "($822,364)"
      money(Math.abs(refi.proceeds)),
      money(waterfall.lp.distributed),
      percent(waterfall.lp.irr),
      money(waterfall.gp.promote),
    ]) {
      expect(text).toContain(figure);
    }
    // still read-only: no group can be added here
    expect(screen.queryByRole('button', { name: 'Add second loan' })).toBeNull();
  });

  it("exports the CSV with the project's own ready-answer targets", async () => {
    const downloads = captureDownloads();
    const { user } = open(serve(sharedOffice()));
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const [text] = await downloads.texts();
    expect(text).toContain('Harbor Point Office');
    expect(text).toContain('Max price for 12% IRR');
    expect(text).toContain('Max price for 1.4x DSCR');
    expect(text).toContain('Max price for 6% cash-on-cash');
  });

  it("shows the project's scenarios side by side with Base, and exports them", async () => {
    const downside = { name: 'Downside', overrides: { exitCapRate: 11, vacancyRate: 10 } };
    const project = { ...savedProject(officeDeal(), 12), scenarios: [downside] };
    const downloads = captureDownloads();
    const { user } = open(serve(sharedOf(project, UPDATED_AT)));
    const table = await screen.findByRole('table', { name: 'Scenario comparison' });
    const expected = sharedCalculation(project).comparison;
    if (!expected?.ok) throw new Error('the fixture scenarios should compare');
    const irr = expected.rows.find((row) => row.key === 'irr');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Base', 'Downside']));
    for (const cell of irr?.cells ?? [])
      expect(within(table).getAllByText(cell.text).length).toBeGreaterThan(0);
    // a higher exit cap sells the same NOI for less: worse, and so is the lower IRR
    expect(irr?.cells[1]?.difference?.tone).toBe('worse');
    expect(expected.rows.find((row) => row.key === 'exitCapRate')?.cells[1]?.difference?.tone).toBe('worse');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const [text] = await downloads.texts();
    expect(text).toContain('Scenario comparison');
    expect(text).toContain('Downside');
  });

  it('shows no account data to a signed-in visitor', async () => {
    open(serve(sharedOffice()), { 'auth.me': () => testUser });
    expect(await screen.findByText('Harbor Point Office')).toBeInTheDocument();
    expect(screen.queryByText(/jane\.doe/)).toBeNull();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Logout/ })).toBeNull();
  });

  it('shows the lease-by-lease projection of a project projected lease by lease', async () => {
    open(serve(sharedOf(savedProject(leaseByLeaseDeal(), 12), UPDATED_AT)));
    expect(await screen.findByRole('heading', { name: 'Lease-by-Lease Projection' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lease Expirations & Rollovers' })).toBeInTheDocument();
    expect(screen.queryByText(/as you type/)).toBeNull();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('says "This link is no longer available" for a dead link, and nothing else about it', async () => {
    open(serve(sharedOffice(), false));
    expect(await screen.findByRole('heading', { name: LINK_UNAVAILABLE })).toBeInTheDocument();
    expect(screen.queryByText('Harbor Point Office')).toBeNull();
    expect(screen.queryByText(READ_ONLY_BANNER)).toBeNull();
    expect(screen.queryByText(/Last updated/)).toBeNull();
    for (const home of screen.getAllByRole('link', { name: /Go to CRE Sale Analyzer/ }))
      expect(home).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows a loading state, then offers to try again after a network failure', async () => {
    const { user } = open(serve(sharedOffice()));
    // the first read never reaches the server (registered before the app's first request is sent)
    apiServer.use(http.get('*/trpc/shared.get', () => HttpResponse.error(), { once: true }));
    expect(await screen.findByLabelText('Loading the shared analysis')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'The shared analysis could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(LINK_UNAVAILABLE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Harbor Point Office')).toBeInTheDocument();
  });
});
