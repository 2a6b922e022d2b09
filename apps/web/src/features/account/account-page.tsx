import { Alert, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';
import { AccountHeader } from './account-header';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { YourDataCard } from './your-data-card';

/** The message shown after an email-change link was opened (`/account?emailChanged=1`). */
export const EMAIL_CHANGED_NOTICE = 'Your email address has been changed.';

/**
 * /account: Change password, Change email, Your data (export, import) and the Delete account
 * danger card. `emailChanged` is set when the confirmation link of a new email brought the user here.
 */
export function AccountPage({ emailChanged = false }: { emailChanged?: boolean }) {
  usePageTitle('Account');
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <AccountHeader user={user} />
      <Container size="lg" py="xl" component="main">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              Account
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </div>
          {emailChanged ? (
            <Alert color="green" title="Email changed">
              {EMAIL_CHANGED_NOTICE}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ChangePasswordCard />
            <ChangeEmailCard email={user.email} />
          </SimpleGrid>
          <YourDataCard />
          <DeleteAccountCard />
        </Stack>
      </Container>
    </>
  );
}
