import { AppHeader } from '@cre/ui';
import { Button } from '@mantine/core';
import {
  IconBook2,
  IconLayoutDashboard,
  IconLogout,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type CurrentUser, isAdminUser, useLogout } from '../../lib/auth';
import { emailName } from '../../lib/format';
import { usePlaybookRequest } from '../account/use-account-actions';
import { CallBrokerButton } from '../contact/call-broker-button';

/**
 * Calculator header: "Property Sale Analyzer" with the "Commercial Real Estate Analysis" badge, a welcome
 * line with the username, and Dashboard, Admin (admins only), Playbook, call-contact, Account and Logout buttons.
 */
export function AnalyzerHeader({ user }: { user: CurrentUser }) {
  const { logout, isPending: loggingOut } = useLogout();
  const { request: requestPlaybook, isPending: sendingPlaybook } = usePlaybookRequest(user.email);
  return (
    <AppHeader
      title="Property Sale Analyzer"
      badge="Commercial Real Estate Analysis"
      subtitle={`Welcome, ${emailName(user.email)}`}
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
          {isAdminUser(user) ? (
            <Button component={Link} to="/admin" variant="light" leftSection={<IconShieldLock size={16} />}>
              Admin
            </Button>
          ) : null}
          <Button
            variant="light"
            onClick={requestPlaybook}
            loading={sendingPlaybook}
            leftSection={<IconBook2 size={16} />}
          >
            Playbook
          </Button>
          <CallBrokerButton variant="light" label="Call" />
          <Button component={Link} to="/account" variant="default" leftSection={<IconUserCircle size={16} />}>
            Account
          </Button>
          <Button
            variant="default"
            onClick={logout}
            disabled={loggingOut}
            leftSection={<IconLogout size={16} />}
          >
            {loggingOut ? 'Logging out...' : 'Logout'}
          </Button>
        </>
      }
    />
  );
}
