import { ConfirmDialog } from '@cre/ui';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatShortDate } from '../../lib/format';
import { errorMessage } from '../../lib/toast';
import { count } from '../analyzer/display-format';
import {
  type CreatedShare,
  DEFAULT_EXPIRY_DAYS,
  isExpired,
  SHARE_EXPIRY_DAYS,
  type ShareLink,
} from './share-api';
import { useCreateShare, useRevokeShare, useShareList } from './use-shares';

/** The one line that says what a link gives away. */
export const SHARE_EXPLANATION = 'Anyone with the link can view this analysis read-only, without an account.';

/** The confirmation text for revoking a link. */
export const REVOKE_CONFIRMATION =
  'Revoke this link? Anyone who opens it will see "This link is no longer available". This cannot be undone.';

const expiryLabel = (days: number) => (days === 365 ? '1 year' : `${days} days`);

const EXPIRY_OPTIONS = SHARE_EXPIRY_DAYS.map((days) => ({ value: String(days), label: expiryLabel(days) }));

/** A link just created: its URL with a Copy button, and when it expires. */
function CreatedLink({ created }: { created: CreatedShare }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)" aria-label="New link">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Link"
            value={created.url}
            readOnly
            flex={1}
            onFocus={(event) => event.currentTarget.select()}
            leftSection={<IconLink size={16} />}
          />
          <CopyButton value={created.url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                color={copied ? 'teal' : undefined}
                variant={copied ? 'light' : 'filled'}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
                miw={104}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          Expires {formatShortDate(created.expiresAt)}
        </Text>
      </Stack>
    </Paper>
  );
}

function LinksTable({ links, onRevoke }: { links: ShareLink[]; onRevoke: (link: ShareLink) => void }) {
  return (
    <Table aria-label="Existing links" verticalSpacing="xs" fz="sm" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Created</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th ta="right">Views</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {links.map((link) => (
          <Table.Tr key={link.id} c={isExpired(link) ? 'dimmed' : undefined}>
            <Table.Td>{formatShortDate(link.createdAt)}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {formatShortDate(link.expiresAt)}
                {isExpired(link) ? (
                  <Badge size="xs" color="gray" variant="light">
                    Expired
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{count(link.views)}</Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => onRevoke(link)}
                aria-label={`Revoke the link created ${formatShortDate(link.createdAt)}`}
              >
                Revoke
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Props of {@link ShareDialog}. */
export interface ShareDialogProps {
  projectId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Share analysis": choose how long a new read-only link lives (7, 30, 90 days or a year), create it
 * and copy its URL; below, the project's links (created, expires, views), each revocable after a
 * confirmation.
 */
export function ShareDialog({ projectId, opened, onClose }: ShareDialogProps) {
  const [days, setDays] = useState(String(DEFAULT_EXPIRY_DAYS));
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [pending, setPending] = useState<ShareLink | null>(null);
  const list = useShareList(projectId, opened);
  const create = useCreateShare(projectId);
  const revoke = useRevokeShare(projectId);

  const close = () => {
    setCreated(null);
    setDays(String(DEFAULT_EXPIRY_DAYS));
    onClose();
  };
  const createLink = () =>
    create.mutate({ propertyId: projectId, expiresInDays: Number(days) }, { onSuccess: setCreated });
  const confirmRevoke = () => {
    if (!pending) return;
    revoke.mutate(
      { propertyId: projectId, shareId: pending.id },
      {
        onSuccess: () => {
          if (created?.id === pending.id) setCreated(null);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const links = list.data ?? [];
  return (
    <>
      <Modal opened={opened && pending === null} onClose={close} title="Share analysis" size="lg">
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {SHARE_EXPLANATION}
          </Text>
          <Stack gap="xs">
            <Text size="sm" fw={500} id="share-expiry-label">
              Link expires after
            </Text>
            <Group gap="sm" align="center" wrap="wrap">
              <SegmentedControl
                aria-labelledby="share-expiry-label"
                data={EXPIRY_OPTIONS}
                value={days}
                onChange={setDays}
              />
              <Button
                leftSection={<IconLink size={16} />}
                onClick={createLink}
                loading={create.isPending}
                data-autofocus
              >
                Create link
              </Button>
            </Group>
          </Stack>
          {created ? <CreatedLink created={created} /> : null}
          <Stack gap="xs">
            <Text fw={600}>Existing links</Text>
            {list.isPending ? (
              <Group gap="xs">
                <Loader size="sm" aria-label="Loading links" />
                <Text size="sm" c="dimmed">
                  Loading links…
                </Text>
              </Group>
            ) : list.isError ? (
              <Alert color="red" variant="light" title="The links could not be loaded">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{errorMessage(list.error, 'Please try again.')}</Text>
                  <Button size="compact-sm" variant="light" color="red" onClick={() => void list.refetch()}>
                    Try again
                  </Button>
                </Group>
              </Alert>
            ) : links.length === 0 ? (
              <Text size="sm" c="dimmed">
                No links yet. Links you create appear here until they expire or are revoked.
              </Text>
            ) : (
              <LinksTable links={links} onRevoke={setPending} />
            )}
          </Stack>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={opened && pending !== null}
        title="Revoke Link"
        confirmLabel="Revoke Link"
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setPending(null)}
      >
        {REVOKE_CONFIRMATION}
      </ConfirmDialog>
    </>
  );
}
