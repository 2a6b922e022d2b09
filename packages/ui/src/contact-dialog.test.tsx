import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ContactDialog } from './contact-dialog';

const broker = { brokerName: 'Jordan Reyes', brokerPhone: '(555) 201-7788', brokerLicense: 'DRE #01928374' };

describe('ContactDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the broker, the phone number, the call link and the licence', async () => {
    renderUi(<ContactDialog opened onClose={() => {}} broker={broker} />);
    expect(await screen.findByRole('dialog', { name: 'Contact Jordan Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Call or text for expert commercial real estate guidance')).toBeInTheDocument();
    expect(screen.getByText('Available for calls and text messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(555) 201-7788' })).toHaveAttribute('href', 'tel:5552017788');
    expect(screen.getByRole('link', { name: 'Try to Call Now' })).toHaveAttribute('href', 'tel:5552017788');
    expect(screen.getByText(/License DRE #01928374/)).toBeInTheDocument();
  });

  it('copies the number with the Clipboard API and confirms with a toast', async () => {
    const { user } = renderUi(<ContactDialog opened onClose={() => {}} broker={broker} />);
    // user-event installs its own clipboard in setup(); replace it afterwards.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    await user.click(await screen.findByRole('button', { name: 'Copy Number' }));
    expect(writeText).toHaveBeenCalledWith('(555) 201-7788');
    expect(await screen.findByText('Phone number copied!')).toBeInTheDocument();
    expect(screen.getByText('The phone number has been copied to your clipboard.')).toBeInTheDocument();
  });

  it('falls back to the legacy copy command when the Clipboard API fails', async () => {
    const { user } = renderUi(<ContactDialog opened onClose={() => {}} broker={broker} />);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    await user.click(await screen.findByRole('button', { name: 'Copy Number' }));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    expect(await screen.findByText('Phone number copied!')).toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<ContactDialog opened onClose={onClose} broker={broker} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
