import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCopy, IconPhone, IconPhoneCall } from '@tabler/icons-react';
import { copyText, telHref } from './clipboard';
import { showToast } from './toast';

/** The broker shown in the dialog (from the server's configuration). */
export interface BrokerContact {
  brokerName: string;
  brokerPhone: string;
  brokerLicense: string;
}

/** Props of {@link ContactDialog}. */
export interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
  broker: BrokerContact;
}

/**
 * "Contact {broker}" dialog: the phone number, a call link, a copy button (with a legacy
 * fallback) and the broker's licence. Keyboard usable: focus is trapped and Escape closes it.
 */
export function ContactDialog({ opened, onClose, broker }: ContactDialogProps) {
  const copy = async () => {
    const ok = await copyText(broker.brokerPhone);
    if (ok) {
      showToast({
        title: 'Phone number copied!',
        message: 'The phone number has been copied to your clipboard.',
        color: 'green',
      });
    } else {
      showToast({
        title: 'Error',
        message: `Copy failed. The number is ${broker.brokerPhone}.`,
        color: 'red',
      });
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Contact ${broker.brokerName}`} size="md">
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          Call or text for expert commercial real estate guidance
        </Text>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconPhone size={22} aria-hidden />
          </ThemeIcon>
          <div>
            <Anchor href={telHref(broker.brokerPhone)} fw={700} fz="xl">
              {broker.brokerPhone}
            </Anchor>
            <Text size="sm" c="dimmed">
              Available for calls and text messages
            </Text>
          </div>
        </Group>
        {/* Side by side where there is room, stacked full-width on phones. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button component="a" href={telHref(broker.brokerPhone)} leftSection={<IconPhoneCall size={18} />}>
            Try to Call Now
          </Button>
          <Button variant="light" onClick={copy} leftSection={<IconCopy size={18} />}>
            Copy Number
          </Button>
        </SimpleGrid>
        <Text size="xs" c="dimmed" ta="center">
          {broker.brokerName} · Licensed commercial real estate broker · License {broker.brokerLicense}
        </Text>
      </Stack>
    </Modal>
  );
}
