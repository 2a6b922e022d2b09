import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { memo } from 'react';
import { ShareDialog } from './share-dialog';

/**
 * The analyzer's "Share" action for a saved project and its "Share analysis" dialog. Memoised on
 * the project id: typing into the form never redraws it (the analyzer page does not re-render on
 * a keystroke, and this takes nothing that changes with one).
 */
export const ShareButton = memo(function ShareButton({ projectId }: { projectId: number }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconShare size={18} />} onClick={dialog.open}>
        Share
      </Button>
      <ShareDialog projectId={projectId} opened={opened} onClose={dialog.close} />
    </>
  );
});
