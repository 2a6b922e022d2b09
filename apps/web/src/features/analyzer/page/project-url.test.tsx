import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderApp } from '../../../../test/render';
import { type MockHandler, MockTrpcError } from '../../../../test/trpc-mock';

const verifiedUser = { ...testUser, isEmailVerified: true };
/** Maple Plaza (31) is the most recent project, Harbor Point Office (9) the other one. */
const twoProjects = () =>
  fakeProjectsApi([savedProject(retailRentRoll(), 31), savedProject(officeDeal(), 9)]);

async function openAnalyzer(path: string, handlers: Record<string, MockHandler> = twoProjects().handlers) {
  const view = renderApp(path, { handlers: { 'auth.me': () => verifiedUser, ...handlers } });
  await screen.findByText('Property Sale Analyzer');
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** The ids `properties.access` recorded as opened, in order. */
const accessed = (calls: { path: string; input: unknown }[]) =>
  calls.filter((c) => c.path === 'properties.access').map((c) => (c.input as { id: number }).id);

describe('the open project in the URL', { timeout: 60_000 }, () => {
  it.each(['/underwriting', '/calculator'])(
    '%s?project=9 opens that project, not the most recent',
    async (path) => {
      const { calls, router } = await openAnalyzer(`${path}?project=9`);
      expect(await screen.findByText('Harbor Point Office has been loaded for editing')).toBeInTheDocument();
      expect(field('Property Name')).toHaveValue('Harbor Point Office');
      expect(screen.getByText('Editing a saved project')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      await waitFor(() => expect(accessed(calls)).toEqual([9]));
      expect(calls.map((c) => c.path)).not.toContain('properties.recent');
      // one project read, never the whole list (a user may have thousands)
      expect(calls.filter((c) => c.path === 'properties.get').map((c) => c.input)).toEqual([{ id: 9 }]);
      expect(calls.map((c) => c.path)).not.toContain('properties.list');
    },
  );

  it.each(['abc', '-3', '2.5', '0'])(
    'ignores ?project=%s and opens the most recent project',
    async (value) => {
      const { router, calls } = await openAnalyzer(`/underwriting?project=${value}`);
      expect(await screen.findByText('Maple Plaza has been loaded for editing')).toBeInTheDocument();
      expect(router.state.location.search).toEqual({ project: 31 });
      await waitFor(() => expect(accessed(calls)).toEqual([31]));
    },
  );

  it('says "Project not found" for a project that is not the user\'s and opens an empty analyzer', async () => {
    const { router, calls } = await openAnalyzer('/underwriting?project=404');
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByText('New analysis — not saved yet')).toBeInTheDocument();
    expect(field('Property Name')).toHaveValue('');
    expect(field('Vacancy Rate')).toHaveValue('5');
    expect(calls.map((c) => c.path)).not.toContain('properties.recent');
    expect(calls.map((c) => c.path)).not.toContain('properties.access');
  });

  it('shows the failure when the projects cannot be fetched', async () => {
    await openAnalyzer('/underwriting?project=9', {
      'properties.get': () => {
        throw new MockTrpcError('The database is temporarily unavailable.', 'INTERNAL_SERVER_ERROR', 503);
      },
    });
    expect(await screen.findByText('503: The database is temporarily unavailable.')).toBeInTheDocument();
    expect(screen.getByText('New analysis — not saved yet')).toBeInTheDocument();
  });

  it('opens a project chosen in Load Project as a new history entry; Back returns to the previous one', async () => {
    const { user, router, calls } = await openAnalyzer('/underwriting?project=9');
    await screen.findByText('Harbor Point Office has been loaded for editing');
    const entries = router.history.length;
    await user.click(screen.getByRole('button', { name: 'Load Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a Project' });
    await user.click(await within(dialog).findByRole('button', { name: /^Load Maple Plaza/ }));
    expect(await screen.findByText('Maple Plaza has been loaded for editing')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ project: 31 });
    expect(router.history.length).toBe(entries + 1);
    expect(field('Property Name')).toHaveValue('Maple Plaza');

    router.history.back();
    // the first load's toast may still be closing on a slow machine: wait for the form and the
    // recorded access of the project Back returns to, not for one toast element to stay (up to 45 s:
    // under a loaded CI machine the reload of the page with its Risk card took longer than 15 s)
    await waitFor(() => expect(field('Property Name')).toHaveValue('Harbor Point Office'), {
      timeout: 45_000,
    });
    expect(router.state.location.search).toEqual({ project: 9 });
    await waitFor(() => expect(accessed(calls)).toEqual([9, 31, 9]), { timeout: 45_000 });
  }, 120_000);

  it('stays empty after New Project (no reload of the most recent project) and Back reopens the project', async () => {
    const { user, router, calls } = await openAnalyzer('/underwriting');
    await screen.findByText('Maple Plaza has been loaded for editing');
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(await screen.findByText('Started a new property analysis.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(field('Property Name')).toHaveValue('');
    expect(calls.filter((c) => c.path === 'properties.recent')).toHaveLength(1);

    router.history.back();
    expect(await screen.findByText('Maple Plaza has been loaded for editing')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ project: 31 });
    await waitFor(() => expect(accessed(calls)).toEqual([31, 31]));
  });
});
