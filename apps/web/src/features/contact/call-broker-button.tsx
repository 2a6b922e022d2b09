import { Button, type ButtonProps } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useContactBroker } from './use-contact-broker';

/** A button that calls the broker (mobile) or opens the contact dialog (elsewhere). */
export function CallBrokerButton({ label = 'Contact', ...props }: ButtonProps & { label?: string }) {
  const { open, dialog } = useContactBroker();
  return (
    <>
      <Button leftSection={<IconPhoneCall size={16} />} onClick={open} {...props}>
        {label}
      </Button>
      {dialog}
    </>
  );
}
