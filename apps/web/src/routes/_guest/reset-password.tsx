import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/reset-password-page';

/** The page of the emailed reset link: `/reset-password?token=…`. */
export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ResetPasswordPage token={Route.useSearch().token ?? ''} />;
}
