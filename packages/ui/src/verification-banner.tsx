import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck, IconMailExclamation } from '@tabler/icons-react';

/** Props of {@link VerificationBanner}. */
export interface VerificationBannerProps {
  email: string;
  isEmailVerified: boolean;
  /** Called by the Resend Email button. */
  onResend: () => void;
  /** While true the button is disabled and reads "Sending...". */
  sending: boolean;
}

/**
 * Email-verification status card: green "Email Verified" when verified, otherwise an orange
 * "Email Verification Required" card with a Resend Email button.
 */
export function VerificationBanner({ email, isEmailVerified, onResend, sending }: VerificationBannerProps) {
  if (isEmailVerified) {
    return (
      <Card
        bg="var(--mantine-color-green-light)"
        style={{ borderColor: 'var(--mantine-color-green-outline)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" variant="filled" radius="xl" size="lg">
            <IconMailCheck size={20} aria-hidden />
          </ThemeIcon>
          <div>
            <Text fw={700}>Email Verified</Text>
            <Text size="sm">Your email address has been verified.</Text>
          </div>
        </Group>
      </Card>
    );
  }
  return (
    <Card
      bg="var(--mantine-color-orange-light)"
      style={{ borderColor: 'var(--mantine-color-orange-outline)' }}
      role="region"
      aria-label="Email Verification Required"
    >
      <Group justify="space-between" gap="md" align="center">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 280px' }}>
          <ThemeIcon color="orange" variant="filled" radius="xl" size="lg">
            <IconMailExclamation size={20} aria-hidden />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={700}>Email Verification Required</Text>
            <Text size="sm">
              Please check your email and click the verification link to save property analyses.
            </Text>
            <Text size="xs" c="dimmed">
              Sent to {email}
            </Text>
          </Stack>
        </Group>
        <Button onClick={onResend} disabled={sending}>
          {sending ? 'Sending...' : 'Resend Email'}
        </Button>
      </Group>
    </Card>
  );
}
