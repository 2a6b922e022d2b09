import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../test/analyzer-fixtures';
import { fakeSharesApi, fakeToken, sharedOf } from '../../../test/fake-shares-api';
import { testUser } from '../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../test/projects-api';
import { renderApp, renderWithProviders } from '../../../test/render';
import { formatShortDate } from '../../lib/format';
import { REVOKE_CONFIRMATION, SHARE_EXPLANATION, ShareDialog } from './share-dialog';

const saved = savedProject(officeDeal(), 12);
const analysis = sharedOf(saved);
const NEW_URL = `http://localhost:3000/s/${fakeToken(100)}`;

function serveWithLinks() {
  return fakeSharesApi({ 12: analysis }, [
    {
      id: 1,
      token: fakeToken(1),
      projectId: 12,
      createdAt: '2026-11-01T10:00:00.000Z',
      expiresAt: '2026-12-01T10:00:00.000Z',
      views: 1234,
    },
    {
      id: 2,
      token: fakeToken(2),
      projectId: 12,
      createdAt: '2026-11-10T10:00:00.000Z',
      expiresAt: '2027-11-10T10:00:00.000Z',
      views: 0,
    },
    {
      id: 3,
      token: fakeToken(3),
      projectId: 12,
      createdAt: '2025-10-01T10:00:00.000Z',
      expiresAt: '2025-10-08T10:00:00.000Z',
      views: 5,
    },
  ]);
}

/** The dialog of project 12, open, the fake answering. */
function openDialog(api: ReturnType<typeof serveWithLinks>) {
  return renderWithProviders(<ShareDialog projectId={12} opened onClose={() => undefined} />, {
    handlers: api.handlers,
  });
}

const dialog = () => screen.getByRole('dialog', { name: 'Share analysis' });
const linkRows = () =>
  within(screen.getByRole('table', { name: 'Existing links' }))
    .getAllByRole('row')
    .slice(1);

describe('the Share analysis dialog', { timeout: 60_000 }, () => {
  it('lists the links with their dates and views', async () => {
    openDialog(serveWithLinks());
    expect(await screen.findByRole('table', { name: 'Existing links' })).toBeInTheDocument();
    expect(within(dialog()).getByText(SHARE_EXPLANATION)).toBeInTheDocument();
    const rows = linkRows();
    expect(rows).toHaveLength(3);
    // the newest first
    expect(rows[0]).toHaveTextContent(formatShortDate('2026-11-10T10:00:00.000Z'));
    expect(rows[0]).toHaveTextContent(formatShortDate('2027-11-10T10:00:00.000Z'));
    expect(rows[1]).toHaveTextContent(formatShortDate('2026-11-01T10:00:00.000Z'));
    expect(rows[1]).toHaveTextContent('1,234');
    expect(rows[1]).not.toHaveTextContent('Expired');
    // the list keeps expired links (revocable) and says they expired
    expect(rows[2]).toHaveTextContent(`${formatShortDate('2025-10-08T10:00:00.000Z')}Expired`);
  });

  it('creates a link with the chosen expiry and shows its URL with a Copy button', async () => {
    const api = serveWithLinks();
    const { user, calls } = openDialog(api);
    await screen.findByRole('table', { name: 'Existing links' });
    // 30 days unless another is chosen
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '90 days' }));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    const url = await screen.findByRole('textbox', { name: 'Link' });
    expect(url).toHaveValue(NEW_URL);
    expect(url).toHaveAttribute('readonly');
    expect(calls.filter((c) => c.path === 'shares.create')).toEqual([
      { path: 'shares.create', input: { propertyId: 12, expiresInDays: 90 } },
    ]);
    const created = api.shares().find((s) => s.id === 100);
    expect(screen.getByText(`Expires ${formatShortDate(created?.expiresAt ?? '')}`)).toBeInTheDocument();
    // the new link heads the list
    expect(linkRows()).toHaveLength(4);
    expect(linkRows()[0]).toHaveTextContent(formatShortDate(created?.createdAt ?? ''));

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(NEW_URL);
  });

  it('revokes a link after a confirmation: it leaves the list and a toast says so', async () => {
    const api = serveWithLinks();
    const { user, calls } = openDialog(api);
    await screen.findByRole('table', { name: 'Existing links' });
    const oldest = linkRows()[1] as HTMLElement;
    await user.click(within(oldest).getByRole('button', { name: /Revoke/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Link' });
    expect(confirm).toHaveTextContent(REVOKE_CONFIRMATION);
    // cancelling keeps it
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Revoke Link' })).toBeNull());
    expect(calls.filter((c) => c.path === 'shares.revoke')).toEqual([]);

    await user.click(within(linkRows()[1] as HTMLElement).getByRole('button', { name: /Revoke/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke Link' })).getByRole('button', {
        name: 'Revoke Link',
      }),
    );
    expect(await screen.findByText('Link revoked')).toBeInTheDocument();
    await waitFor(() => expect(linkRows()).toHaveLength(2));
    expect(calls.filter((c) => c.path === 'shares.revoke')).toEqual([
      { path: 'shares.revoke', input: { propertyId: 12, shareId: 1 } },
    ]);
    expect(api.shares().find((s) => s.id === 1)?.revoked).toBe(true);
    expect(dialog()).toBeInTheDocument();
  });

  it('says so when the project has no links yet', async () => {
    openDialog(fakeSharesApi({ 12: analysis }));
    expect(await screen.findByText(/No links yet/)).toBeInTheDocument();
  });
});

describe("the analyzer's Share button", { timeout: 60_000 }, () => {
  const verified = { ...testUser, isEmailVerified: true };

  it('shows for a saved project and opens the dialog', async () => {
    const projects = fakeProjectsApi([saved]);
    const shares = fakeSharesApi({ 12: analysis });
    const { user } = renderApp('/underwriting?project=12', {
      handlers: { 'auth.me': () => verified, ...projects.handlers, ...shares.handlers },
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Project actions' });
    await user.click(await within(toolbar).findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share analysis' })).toBeInTheDocument();
    expect(await screen.findByText(/No links yet/)).toBeInTheDocument();
  });

  it('is absent from a new, unsaved analysis', async () => {
    const projects = fakeProjectsApi([]);
    renderApp('/underwriting', { handlers: { 'auth.me': () => verified, ...projects.handlers } });
    const toolbar = await screen.findByRole('toolbar', { name: 'Project actions' });
    expect(within(toolbar).getByRole('button', { name: /Save Project/ })).toBeInTheDocument();
    expect(within(toolbar).queryByRole('button', { name: 'Share' })).toBeNull();
  });
});
