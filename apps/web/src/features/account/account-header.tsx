import { AppHeader } from '@cre/ui';
import type { CurrentUser } from '../../lib/auth';
import { DashboardButton, LogoutButton } from '../session/header-actions';

/** The Account page's header: title, "Account" badge, the email, Dashboard and Logout. */
export function AccountHeader({ user }: { user: CurrentUser }) {
  return (
    <AppHeader
      title="CRE Sale Analyzer"
      badge="Account"
      subtitle={`Signed in as ${user.email}`}
      actions={
        <>
          <DashboardButton />
          <LogoutButton />
        </>
      }
    />
  );
}
