import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, testUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { type MockHandler, MockTrpcError } from '../../../test/trpc-mock';
import { officeDeal, retailRentRoll } from './analyzer-fixtures';
import AnalyzerPage from './analyzer-page';
import { formValuesToPayload, type SavedProject } from './form/project-mapping';

const verifiedUser = { ...testUser, isEmailVerified: true };

function saved(values = officeDeal(), id = 9): SavedProject {
  return {
    ...formValuesToPayload(values, null),
    id,
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  };
}

async function renderPage(handlers: Record<string, MockHandler> = {}) {
  const view = renderWithProviders(<AnalyzerPage />, {
    handlers: {
      'auth.me': () => verifiedUser,
      'properties.recent': () => null,
      'properties.list': () => [],
      'properties.access': () => null,
      ...handlers,
    },
  });
  await screen.findByText('Property Sale Analyzer', {}, { timeout: 5000 });
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

  it('auto-loads the most recent project, records the access and restores every field', async () => {
    const project = saved(retailRentRoll(), 31);
    const { calls } = await renderPage({ 'properties.recent': () => project });
    expect(await screen.findByText('Maple Plaza has been loaded for editing')).toBeInTheDocument();
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
    await renderPage({ 'properties.recent': () => saved() });
    await screen.findByText('Harbor Point Office has been loaded for editing');
    // A synchronous click: the calculating state must show before the 1-second timer can fire.
    fireEvent.click(button('Calculate Analysis'));
    expect(button('Calculating...')).toBeDisabled();
    const noi = await screen.findByTestId('metric-Net Operating Income', {}, { timeout: 5000 });
    expect(noi).toHaveTextContent('$226,000');
    expect(screen.getByTestId('metric-IRR')).toHaveTextContent('22.33%');
    expect(screen.getByText('Export Analysis')).toBeInTheDocument();
    expect(button('Export CSV')).toBeInTheDocument();
    expect(button('Export PDF')).toBeInTheDocument();
    // The charts load in their own chunk after the first calculation.
    const charts = document.getElementById('charts') as HTMLElement;
    expect(await within(charts).findByText('Annual Cash Flow', {}, { timeout: 5000 })).toBeInTheDocument();
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
    const { user } = await renderPage({
      'properties.recent': () => saved(),
      'properties.save': (input) => {
        payloads.push(input);
        return { ...input, createdAt: '2026-10-01T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' };
      },
    });
    await screen.findByText('Harbor Point Office has been loaded for editing');
    await user.clear(field('Vacancy Rate'));
    await user.click(field('Vacancy Rate'));
    await user.paste('7');
    await user.click(button('Save Project'));
    expect(await screen.findByText('Property analysis saved successfully!')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(payloads).toEqual([
      {
        ...formValuesToPayload(
          { ...officeDeal(), rentPerSqft: 15, nnnTotalAnnual: 40_000, vacancyRate: 7 },
          9,
        ),
      },
    ]);
  });

  it('creates a project after New Project and shows the server message when saving fails', async () => {
    const payloads: { id?: number }[] = [];
    let fail = true;
    const { user } = await renderPage({
      'properties.save': (input) => {
        payloads.push(input);
        if (fail) throw new MockTrpcError('Database unavailable', 'INTERNAL_SERVER_ERROR', 500);
        return { ...input, id: 77 };
      },
    });
    await user.click(button('New Project'));
    expect(await screen.findByText('Started a new property analysis.')).toBeInTheDocument();
    await user.click(field('Purchase Price'));
    await user.paste('1000000');
    await user.click(field('Square Feet'));
    await user.paste('8000');
    await user.click(button('Save Project'));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(button('Save Project'));
    expect(await screen.findByText('Property analysis saved successfully!')).toBeInTheDocument();
    await user.click(button('Save Project'));
    await waitFor(() => expect(payloads).toHaveLength(3));
    expect(payloads.map((p) => p.id)).toEqual([undefined, undefined, 77]);
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
    const { user } = await renderPage({ 'properties.recent': () => saved() });
    await screen.findByText('Harbor Point Office has been loaded for editing');
    await user.click(button('Clear Form'));
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
    let projects = [saved(officeDeal(), 9), saved(retailRentRoll(), 31)];
    const { user, calls } = await renderPage({
      'properties.list': () => projects,
      'properties.delete': (input: { id: number }) => {
        projects = projects.filter((p) => p.id !== input.id);
        return { message: 'deleted' };
      },
    });
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
    await user.click(within(reopened).getByRole('button', { name: /^Load Harbor Point Office/ }));
    expect(await screen.findByText('Harbor Point Office has been loaded for editing')).toBeInTheDocument();
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
      'properties.list': () => [saved()],
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
