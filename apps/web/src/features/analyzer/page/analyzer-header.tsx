import { AppHeader } from '@cre/ui';
import { Button } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import type { CurrentUser } from '../../../lib/auth';
import { emailName } from '../../../lib/format';
import { usePlaybookRequest } from '../../account/use-account-actions';
import { CallBrokerButton } from '../../contact/call-broker-button';
import { AccountButton, AdminButton, DashboardButton, LogoutButton } from '../../session/header-actions';

/**
 * Calculator header: "Property Sale Analyzer" with the "Commercial Real Estate Analysis" badge, a welcome
 * line with the username, and Dashboard, Admin (admins only), Playbook, call-contact, Account and Logout buttons.
 */
export function AnalyzerHeader({ user }: { user: CurrentUser }) {
  const { request: requestPlaybook, isPending: sendingPlaybook } = usePlaybookRequest(user.email);
  return (
    <AppHeader
      title="Property Sale Analyzer"
      badge="Commercial Real Estate Analysis"
      subtitle={`Welcome, ${emailName(user.email)}`}
      actions={
        <>
          <DashboardButton />
          <AdminButton user={user} />
          <Button
            variant="light"
            onClick={requestPlaybook}
            loading={sendingPlaybook}
            leftSection={<IconBook2 size={16} />}
          >
            Playbook
          </Button>
          <CallBrokerButton variant="light" label="Call" />
          <AccountButton />
          <LogoutButton />
        </>
      }
    />
  );
}
