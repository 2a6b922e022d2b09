import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('shows the title, text and both buttons, and reports the choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderUi(
      <ConfirmDialog
        opened
        title="Delete User Account"
        confirmLabel="Delete User"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        This cannot be undone.
      </ConfirmDialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Delete User Account' })).toBeInTheDocument();
    expect(screen.getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables Cancel while the action runs', async () => {
    renderUi(
      <ConfirmDialog
        opened
        loading
        title="Delete"
        confirmLabel="Delete User"
        onConfirm={() => {}}
        onCancel={() => {}}
      >
        Text
      </ConfirmDialog>,
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
