import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/account-page';

/** The Account page; `?emailChanged=1` is where a confirmed email change lands. */
export const Route = createFileRoute('/_authed/account')({
  validateSearch: (search: Record<string, unknown>): { emailChanged?: 1 } =>
    search.emailChanged === 1 || search.emailChanged === '1' ? { emailChanged: 1 } : {},
  component: AccountRoute,
});

function AccountRoute() {
  return <AccountPage emailChanged={Route.useSearch().emailChanged === 1} />;
}
