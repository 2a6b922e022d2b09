import { AppHeader } from '@cre/ui';
import { Button } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type CurrentUser, useLogout } from '../../lib/auth';

/** The Account page's header: title, "Account" badge, the email, Dashboard and Logout. */
export function AccountHeader({ user }: { user: CurrentUser }) {
  const { logout, isPending } = useLogout();
  return (
    <AppHeader
      title="CRE Sale Analyzer"
      badge="Account"
      subtitle={`Signed in as ${user.email}`}
      actions={
        <>
          <Button
            component={Link}
            to="/dashboard"
            variant="default"
            leftSection={<IconLayoutDashboard size={16} />}
          >
            Dashboard
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
