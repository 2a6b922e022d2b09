import { AppHeader } from '@cre/ui';
import { Button } from '@mantine/core';
import { IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type CurrentUser, isAdminUser, isSpecialAdmin, useLogout } from '../../lib/auth';
import { useBrokerConfig } from '../../lib/broker-config';

/**
 * Dashboard header: product title, Dashboard badge, welcome line (with the (Admin) tag for the
 * specific admin account), Admin (only when the server says isAdmin), Account and Logout buttons.
 */
export function DashboardHeader({ user }: { user: CurrentUser }) {
  const { config } = useBrokerConfig();
  const { logout, isPending } = useLogout();
  const adminTag = isSpecialAdmin(user, config?.adminEmail) ? ' (Admin)' : '';
  return (
    <AppHeader
      title={config?.productTitle ?? 'CRE Sale Analyzer'}
      badge="Dashboard"
      subtitle={`Welcome, ${user.email}${adminTag}`}
      actions={
        <>
          {isAdminUser(user) ? (
            <Button component={Link} to="/admin" variant="light" leftSection={<IconShieldLock size={16} />}>
              Admin
            </Button>
          ) : null}
          <Button component={Link} to="/account" variant="default" leftSection={<IconUserCircle size={16} />}>
            Account
          </Button>
          <Button
            variant="default"
            onClick={logout}
            disabled={isPending}
            leftSection={<IconLogout size={16} />}
          >
            {isPending ? 'Logging out...' : 'Logout'}
          </Button>
        </>
      }
    />
  );
}
