import { ContactDialog, isMobileDevice, openTelLink } from '@cre/ui';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useBrokerConfig } from '../../lib/broker-config';

/**
 * Contact-the-broker behaviour: on phones and tablets `open()` follows the `tel:` link directly;
 * elsewhere it opens the contact dialog. Render `dialog` somewhere in the calling component.
 */
export function useContactBroker(): { open: () => void; dialog: ReactNode; phone: string | undefined } {
  const { config } = useBrokerConfig();
  const [opened, { open, close }] = useDisclosure(false);
  const openContact = () => {
    if (config && isMobileDevice()) {
      openTelLink(config.brokerPhone);
      return;
    }
    open();
  };
  const dialog = config ? <ContactDialog opened={opened} onClose={close} broker={config} /> : null;
  return { open: openContact, dialog, phone: config?.brokerPhone };
}
