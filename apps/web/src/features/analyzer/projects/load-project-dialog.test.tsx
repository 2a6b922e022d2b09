import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderWithProviders } from '../../../../test/render';
import { LoadProjectDialog } from './load-project-dialog';

/** 30 saved projects, "Project 1" the most recently updated. */
function thirtyProjects() {
  return Array.from({ length: 30 }, (_, i) =>
    savedProject(
      { ...officeDeal(), name: `Project ${i + 1}`, city: i === 6 ? 'Modesto' : 'Fresno' },
      100 + i,
    ),
  );
}

describe('Load Project dialog with many projects', () => {
  it('lists 25 at a time, shows more on demand, and searches by name, address or city', async () => {
    const api = fakeProjectsApi(thirtyProjects());
    const onLoad = vi.fn();
    const { user, calls } = renderWithProviders(
      <LoadProjectDialog opened onClose={() => undefined} onLoad={onLoad} onDeleted={() => undefined} />,
      { handlers: api.handlers },
    );
    expect(await screen.findByText('Showing 25 of 30 projects')).toBeInTheDocument();
    expect(screen.getByText('Project 25')).toBeInTheDocument();
    expect(screen.queryByText('Project 26')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show more projects' }));
    expect(await screen.findByText('Project 30')).toBeInTheDocument();
    expect(screen.getByText('Showing 30 of 30 projects')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more projects' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), 'modesto');
    expect(await screen.findByText('Showing 1 of 1 project')).toBeInTheDocument();
    expect(screen.getByText('Project 7')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'properties.page').at(-1)?.input).toMatchObject({
      limit: 25,
      q: 'modesto',
    });
    await user.click(screen.getByText('Project 7'));
    await waitFor(() => expect(onLoad).toHaveBeenCalledWith(expect.objectContaining({ id: 106 })));

    await user.clear(screen.getByRole('textbox', { name: 'Search projects' }));
    await user.type(screen.getByRole('textbox', { name: 'Search projects' }), 'nowhere');
    expect(await screen.findByText('No projects match "nowhere"')).toBeInTheDocument();
  });
});
