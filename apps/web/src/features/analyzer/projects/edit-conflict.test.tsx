import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject as saved } from '../../../../test/projects-api';
import { renderApp } from '../../../../test/render';
import type { MockHandler } from '../../../../test/trpc-mock';

const verifiedUser = { ...testUser, isEmailVerified: true };
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const button = (name: string) =>
  screen.getByText(name, { selector: '.mantine-Button-label' }).closest('button') as HTMLButtonElement;

/** The analyzer on project 9, with every save's payload recorded. */
async function openProjectNine() {
  const api = fakeProjectsApi([saved(officeDeal(), 9)]);
  const payloads: { version?: number; vacancyRate?: number; name?: string }[] = [];
  const handlers: Record<string, MockHandler> = {
    'auth.me': () => verifiedUser,
    ...api.handlers,
    'properties.save': (input) => {
      payloads.push(input as (typeof payloads)[number]);
      return api.handlers['properties.save']?.(input);
    },
  };
  const view = renderApp('/underwriting?project=9', { handlers });
  await screen.findByText('Property Sale Analyzer');
  await waitFor(() => expect(field('Property Name')).toHaveValue('Harbor Point Office'));
  // Another tab saves the same project meanwhile.
  api.changeElsewhere(9, { name: 'Renamed Elsewhere', vacancyRate: 12 });
  await view.user.clear(field('Vacancy Rate'));
  await view.user.click(field('Vacancy Rate'));
  await view.user.paste('7');
  await view.user.click(button('Save Project'));
  await screen.findByText('This project was changed in another window');
  return { ...view, api, payloads };
}

describe('edit conflicts in the analyzer', { timeout: 60_000 }, () => {
  it('a save refused because another window saved first asks to Reload or Overwrite, and saves nothing', async () => {
    const { api, payloads } = await openProjectNine();
    expect(payloads.map((p) => p.version)).toEqual([1]);
    expect(screen.queryByText('Property analysis saved successfully!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Overwrite' })).toBeInTheDocument();
    expect(api.projects()[0]).toMatchObject({ name: 'Renamed Elsewhere', vacancyRate: 12, version: 2 });
  });

  it("Reload brings the other window's version into the form; the next save builds on it", async () => {
    const { user, api, payloads } = await openProjectNine();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Renamed Elsewhere has been loaded for editing')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('This project was changed in another window')).not.toBeInTheDocument(),
    );
    expect(field('Property Name')).toHaveValue('Renamed Elsewhere');
    expect(field('Vacancy Rate')).toHaveValue('12');
    await user.click(button('Save Project'));
    expect(await screen.findByText('Property analysis saved successfully!')).toBeInTheDocument();
    expect(payloads.map((p) => p.version)).toEqual([1, 2]);
    expect(api.projects()[0]).toMatchObject({ name: 'Renamed Elsewhere', version: 3 });
  });

  it("Overwrite saves this window's inputs over the other version", async () => {
    const { user, api, payloads } = await openProjectNine();
    await user.click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText('Property analysis saved successfully!')).toBeInTheDocument();
    expect(payloads.map((p) => [p.version, p.vacancyRate])).toEqual([
      [1, 7],
      [2, 7],
    ]);
    expect(api.projects()[0]).toMatchObject({ name: 'Harbor Point Office', vacancyRate: 7, version: 3 });
    // and the window now builds on version 3
    await user.click(button('Save Project'));
    await waitFor(() => expect(payloads).toHaveLength(3));
    expect(payloads[2]?.version).toBe(3);
  });
});
