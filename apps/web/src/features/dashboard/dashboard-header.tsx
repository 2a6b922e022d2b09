import { AppHeader } from '@cre/ui';
import { type CurrentUser, isSpecialAdmin } from '../../lib/auth';
import { useBrokerConfig } from '../../lib/broker-config';
import { AccountButton, AdminButton, LogoutButton } from '../session/header-actions';

/**
 * Dashboard header: product title, Dashboard badge, welcome line (with the (Admin) tag for the
 * specific admin account), Admin (only when the server says isAdmin), Account and Logout buttons.
 */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const { config } = useBrokerConfig();
  const adminTag = isSpecialAdmin(user, config?.adminEmail) ? ' (Admin)' : '';
  return (
    <AppHeader
      title={config?.productTitle ?? 'CRE Sale Analyzer'}
      badge="Dashboard"
      subtitle={`Welcome, ${user.email}${adminTag}`}
      actions={
        <>
          <AdminButton user={user} />
          <AccountButton />
          <LogoutButton />
        </>
      }
    />
  );
}
