import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { VerificationBanner } from './verification-banner';

describe('VerificationBanner', () => {
  it('shows the green verified card', () => {
    renderUi(<VerificationBanner email="a@b.com" isEmailVerified onResend={() => {}} sending={false} />);
    expect(screen.getByText('Email Verified')).toBeInTheDocument();
    expect(screen.getByText('Your email address has been verified.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the orange card with Resend Email when unverified', async () => {
    const onResend = vi.fn();
    const { user } = renderUi(
      <VerificationBanner email="a@b.com" isEmailVerified={false} onResend={onResend} sending={false} />,
    );
    expect(screen.getByText('Email Verification Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email and click the verification link to save property analyses.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('disables the button and reads "Sending..." while sending', () => {
    renderUi(<VerificationBanner email="a@b.com" isEmailVerified={false} onResend={() => {}} sending />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
