import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { showToast, TOAST_DURATION_MS } from './toast';

describe('showToast', () => {
  it('lasts 5 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows one toast at a time: a new toast replaces the current one', async () => {
    renderUi(null);
    showToast({ title: 'First', message: 'first message' });
    expect(await screen.findByText('first message')).toBeInTheDocument();
    showToast({ title: 'Second', message: 'second message', color: 'red' });
    expect(await screen.findByText('second message')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('first message')).not.toBeInTheDocument());
  });
});
