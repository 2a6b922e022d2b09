import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { adminUser, testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject as saved } from '../../../../test/projects-api';
import { renderApp } from '../../../../test/render';
import { type MockHandler, MockTrpcError } from '../../../../test/trpc-mock';
import { formValuesToPayload } from '../model/deal-mapping';

const verifiedUser = { ...testUser, isEmailVerified: true };

/** Opens the analyzer at `path` (signed in, verified, no saved projects unless `handlers` add some). */
async function renderPage(handlers: Record<string, MockHandler> = {}, path = '/underwriting') {
  const view = renderApp(path, {
    handlers: { 'auth.me': () => verifiedUser, ...fakeProjectsApi().handlers, ...handlers },
  });
  await screen.findByText('Property Sale Analyzer');
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** A Mantine button by its label (role queries are slow on this large page under a loaded CPU). */
const button = (name: string) =>
  screen.getByText(name, { selector: '.mantine-Button-label' }).closest('button') as HTMLButtonElement;

describe('analyzer page', { timeout: 60_000 }, () => {
  it('shows the header, the sections and the empty results, without export before a calculation', async () => {
    const { calls } = await renderPage();
    expect(screen.getByText('Commercial Real Estate Analysis')).toBeInTheDocument();
    expect(screen.getByText('Welcome, jane.doe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    for (const name of [
      'Load Project',
      'New Project',
      'Calculate Analysis',
      'Save Project',
      'Clear Form',
      'Playbook',
      'Logout',
    ]) {
      expect(button(name)).toBeInTheDocument();
    }
    expect(document.getElementById('inputs')).toContainElement(field('Purchase Price'));
    expect(document.getElementById('results')).toHaveTextContent(
      'Enter property details and click "Calculate Analysis" to see results.',
    );
    expect(document.getElementById('charts')).toHaveTextContent('Charts appear after the first calculation.');
    expect(screen.queryByRole('heading', { name: 'Export Analysis' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('properties.recent'));
    expect(field('Vacancy Rate')).toHaveValue('5');
    expect(field('Interest Rate')).toHaveValue('5.5');
    expect(field('Loan Term (years)')).toHaveValue('25');
  });

  it('links admins to /admin', async () => {
    await renderPage({ 'auth.me': () => adminUser });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('requests the playbook and says a link was sent to the email', async () => {
    const { user, calls } = await renderPage({ 'playbook.request': () => ({ message: 'sent' }) });
    await user.click(button('Playbook'));
    expect(
      await screen.findByText('A download link for the playbook has been sent to jane.doe@example.com.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('playbook.request');
  });

  it('opens the most recent project in the URL, records the access and restores every field', async () => {
    const api = fakeProjectsApi([saved(retailRentRoll(), 31), saved(officeDeal(), 9)]);
    const { calls, router } = await renderPage(api.handlers);
    expect(await screen.findByText('Maple Plaza has been loaded for editing')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ project: 31 });
    // The redirect replaced the entry: /underwriting without a project is not in the history.
    expect(router.history.length).toBe(1);
    expect(field('Property Name')).toHaveValue('Maple Plaza');
    expect(field('Purchase Price')).toHaveValue('4,200,000');
    expect(screen.getByRole('radio', { name: 'Individual Rent Roll' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /NNN Lease/ })).toBeChecked();
    expect(screen.getAllByRole('group', { name: /^Tenant #\d$/ })).toHaveLength(3);
    const third = screen.getByRole('group', { name: 'Tenant #3' });
    expect(within(third).getByLabelText('Tenant Name', { exact: true })).toHaveValue('FitLab Gym');
    await waitFor(() => expect(calls).toContainEqual({ path: 'properties.access', input: { id: 31 } }));
  });

  it('calculates after the 1-second calculating state and shows results, charts and export', async () => {
    await renderPage(fakeProjectsApi([saved(officeDeal(), 9)]).handlers);
    await screen.findByText('Harbor Point Office has been loaded for editing');
    // A synchronous click: the calculating state must show before the 1-second timer can fire.
    fireEvent.click(button('Calculate Analysis'));
    expect(button('Calculating...')).toBeDisabled();
    const noi = await screen.findByTestId('metric-Net Operating Income');
    expect(noi).toHaveTextContent('$226,000');
    expect(screen.getByTestId('metric-IRR')).toHaveTextContent('22.33%');
    expect(screen.getByText('Export Analysis')).toBeInTheDocument();
    expect(button('Export CSV')).toBeInTheDocument();
    expect(button('Export PDF')).toBeInTheDocument();
    // The charts load in their own chunk after the first calculation.
    const charts = document.getElementById('charts') as HTMLElement;
    expect(await within(charts).findByText('Annual Cash Flow')).toBeInTheDocument();
    expect(screen.getByText('ROI Trend')).toBeInTheDocument();
    expect(screen.getByText('Property Value Appreciation')).toBeInTheDocument();
  });

  it('refuses to calculate invalid inputs with the calculation error and the field message', async () => {
    const { user } = await renderPage();
    await user.click(button('Calculate Analysis'));
    expect(await screen.findByText('Calculation Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to calculate analysis. Please check your inputs.')).toBeInTheDocument();
    expect(screen.getByText('Purchase price must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Square footage must be greater than 0')).toBeInTheDocument();
  });

  it('updates the loaded project when saving (sends its id) and toasts success', async () => {
    const payloads: unknown[] = [];
    const api = fakeProjectsApi([saved(officeDeal(), 9)]);
    const { user, router } = await renderPage({
      ...api.handlers,
      'properties.save': (input) => {
        payloads.push(input);
        return api.handlers['properties.save']?.(input);
      },
    });
    await screen.findByText('Harbor Point Office has been loaded for editing');
    await user.clear(field('Vacancy Rate'));
    await user.click(field('Vacancy Rate'));
    await user.paste('7');
    await user.click(button('Save Project'));
    expect(await screen.findByText('Property analysis saved successfully!')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ project: 9 });
    expect(payloads).toEqual([
      {
        ...formValuesToPayload(
          { ...officeDeal(), rentPerSqft: 15, nnnTotalAnnual: 40_000, vacancyRate: 7 },
          9,
        ),
        // the version it was loaded at (edit conflicts)
        version: 1,
        readyTargets: { irr: 15, dscr: 1.25, cashOnCash: 8 },
        // the Risk card's settings: the project has none (the deal's defaults)
        riskSettings: null,
        // the project's variants (none): an array replaces the stored ones
        scenarios: [],
      },
    ]);
  });

  it('creates a project after New Project, puts its id in the URL and shows the server message when saving fails', async () => {
    const payloads: { id?: number }[] = [];
    let fail = true;
    const api = fakeProjectsApi([saved(officeDeal(), 9)]);
    const { user, router } = await renderPage({
      ...api.handlers,
      'properties.save': (input) => {
        payloads.push(input);
        if (fail) throw new MockTrpcError('Database unavailable', 'INTERNAL_SERVER_ERROR', 500);
        return api.handlers['properties.save']?.(input);
      },
    });
    await screen.findByText('Harbor Point Office has been loaded for editing');
    await user.click(button('New Project'));
    expect(await screen.findByText('Started a new property analysis.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByText('New analysis — not saved yet')).toBeInTheDocument();
    await user.click(field('Purchase Price'));
    await user.paste('1000000');
    await user.click(field('Square Feet'));
    await user.paste('8000');
    await user.click(button('Save Project'));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    const entries = router.history.length;
    await user.click(button('Save Project'));
    expect(await screen.findByText('Property analysis saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ project: 77 }));
    expect(router.history.length).toBe(entries);
    expect(screen.getByText('Editing a saved project')).toBeInTheDocument();
    expect(field('Purchase Price')).toHaveValue('1,000,000');
    await user.click(button('Save Project'));
    await waitFor(() => expect(payloads).toHaveLength(3));
    expect(payloads.map((p) => p.id)).toEqual([undefined, undefined, 77]);
    expect(screen.queryByText(/has been loaded for editing/)).not.toBeInTheDocument();
    // Back returns to the project that was open before New Project.
    router.history.back();
    expect(await screen.findByText('Harbor Point Office has been loaded for editing')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ project: 9 });
    expect(field('Purchase Price')).toHaveValue('2,500,000');
  });

  it('keeps unverified users from saving and tells them why', async () => {
    const { calls } = await renderPage({ 'auth.me': () => testUser });
    expect(
      screen.getByText('Please check your email and click the verification link to save property analyses.'),
    ).toBeInTheDocument();
    expect(button('Save Project')).toBeDisabled();
    expect(calls.map((c) => c.path)).not.toContain('properties.save');
  });

  it('resets to the sample defaults on New Project and to zero defaults with a 30-year term on Clear Form', async () => {
    const { user, router } = await renderPage(fakeProjectsApi([saved(officeDeal(), 9)]).handlers);
    await screen.findByText('Harbor Point Office has been loaded for editing');
    await user.click(button('Clear Form'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(field('Purchase Price')).toHaveValue('0');
    expect(field('Vacancy Rate')).toHaveValue('0');
    expect(field('Interest Rate')).toHaveValue('0');
    expect(field('Down Payment')).toHaveValue('0');
    expect(field('Loan Term (years)')).toHaveValue('30');
    expect(field('Property Name')).toHaveValue('');
    expect(field('Market Cap Rate')).toHaveValue('');

    await user.click(button('New Project'));
    expect(field('Vacancy Rate')).toHaveValue('5');
    expect(field('Down Payment')).toHaveValue('25');
    expect(field('Interest Rate')).toHaveValue('5.5');
    expect(field('Loan Term (years)')).toHaveValue('25');
    expect(field('Rent Escalation Rate')).toHaveValue('3');
    expect(field('NNN Escalation Rate')).toHaveValue('2.5');
    expect(field('Appreciation Rate')).toHaveValue('3');
  });

  it('lists projects to load and deletes one after confirmation', async () => {
    const api = fakeProjectsApi([saved(officeDeal(), 9), saved(retailRentRoll(), 31)]);
    const { user, calls, router } = await renderPage(api.handlers, '/underwriting?project=31');
    await screen.findByText('Maple Plaza has been loaded for editing');
    await user.click(button('Load Project'));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Project' });
    expect(await within(dialog).findByText('Harbor Point Office')).toBeInTheDocument();
    expect(within(dialog).getByText('$4,200,000 · 12,000 sq ft · 11/2/2026')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Maple Plaza' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Project' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete "Maple Plaza"? This action cannot be undone and all project data will be permanently removed.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('The project has been permanently deleted.')).toBeInTheDocument();
    expect(screen.getByText('Project Deleted')).toBeInTheDocument();
    expect(calls).toContainEqual({ path: 'properties.delete', input: { id: 31 } });
    const reopened = await screen.findByRole('dialog', { name: 'Select a Project' });
    await waitFor(() => expect(within(reopened).queryByText('Maple Plaza')).not.toBeInTheDocument());
    // The open project was deleted: the URL no longer names it.
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await user.click(within(reopened).getByRole('button', { name: /^Load Harbor Point Office/ }));
    expect(await screen.findByText('Harbor Point Office has been loaded for editing')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ project: 9 });
    expect(field('Purchase Price')).toHaveValue('2,500,000');
    expect(calls).toContainEqual({ path: 'properties.access', input: { id: 9 } });
  });

  it('says when there are no saved projects', async () => {
    const { user } = await renderPage();
    await user.click(button('Load Project'));
    expect(await screen.findByText('No saved projects found')).toBeInTheDocument();
  });

  it('toasts the failure when a delete fails', async () => {
    const { user } = await renderPage({
      ...fakeProjectsApi([saved(officeDeal(), 9)]).handlers,
      'properties.delete': () => {
        throw new MockTrpcError('', 'INTERNAL_SERVER_ERROR', 500);
      },
    });
    await user.click(button('Load Project'));
    await user.click(await screen.findByRole('button', { name: 'Delete Harbor Point Office' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Project' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Project' }));
    expect(await screen.findByText('Failed to delete project.')).toBeInTheDocument();
  });
});
