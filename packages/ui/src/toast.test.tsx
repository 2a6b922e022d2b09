import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { showToast, TOAST_DURATION_MS } from './toast';
import { TOAST_SWIPE_THRESHOLD_PX } from './toast-swipe';

/** Dispatches a pointer event (jsdom has no PointerEvent, so a MouseEvent carries clientX). */
function pointer(target: HTMLElement, type: string, clientX: number) {
  fireEvent(target, new MouseEvent(type, { bubbles: true, clientX }));
}

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

  it('F8 moves keyboard focus to the visible toast', async () => {
    const { user } = renderUi(<button type="button">Elsewhere</button>);
    showToast({ title: 'Saved', message: 'saved message' });
    await screen.findByText('saved message');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{F8}');
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
  });

  it('is dismissed by a swipe of 50 px to the right, not by a shorter one', async () => {
    renderUi(null);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    showToast({ title: 'Swipe', message: 'swipe me' });
    const toast = (await screen.findByText('swipe me')).closest('.mantine-Notification-root') as HTMLElement;
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 130);
    pointer(toast, 'pointerup', 130);
    expect(screen.getByText('swipe me')).toBeInTheDocument();
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 160);
    pointer(toast, 'pointerup', 160);
    await waitFor(() => expect(screen.queryByText('swipe me')).not.toBeInTheDocument());
  });
});
