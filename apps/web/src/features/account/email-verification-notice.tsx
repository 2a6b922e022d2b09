import { VerificationBanner } from '@cre/ui';
import type { CurrentUser } from '../../lib/auth';
import { useResendVerification } from './use-account-actions';

/** The verification banner wired to `auth.resendVerification` for the given user. */
export function EmailVerificationNotice({ user }: { user: CurrentUser }) {
  const { resend, isPending } = useResendVerification();
  return (
    <VerificationBanner
      email={user.email}
      isEmailVerified={user.isEmailVerified}
      onResend={resend}
      sending={isPending}
    />
  );
}
