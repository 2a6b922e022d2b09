import { Button } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type CurrentUser, isAdminUser, useLogout } from '../../lib/auth';

/** The headers' "Dashboard" link button. */
export function DashboardButton() {
  return (
    <Button
      component={Link}
      to="/dashboard"
      variant="default"
      leftSection={<IconLayoutDashboard size={16} />}
    >
      Dashboard
    </Button>
  );
}

/** The headers' "Admin" link button, shown only to an administrator (the server's isAdmin). */
export function AdminButton({ user }: { user: CurrentUser }) {
  if (!isAdminUser(user)) return null;
  return (
    <Button component={Link} to="/admin" variant="light" leftSection={<IconShieldLock size={16} />}>
      Admin
    </Button>
  );
}

/** The headers' "Account" link button. */
export function AccountButton() {
  return (
    <Button component={Link} to="/account" variant="default" leftSection={<IconUserCircle size={16} />}>
      Account
    </Button>
  );
}

/** The headers' "Logout" button ("Logging out..." while the session ends). */
export function LogoutButton() {
  const { logout, isPending } = useLogout();
  return (
    <Button variant="default" onClick={logout} disabled={isPending} leftSection={<IconLogout size={16} />}>
      {isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
