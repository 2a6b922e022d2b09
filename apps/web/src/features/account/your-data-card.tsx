import { Button, Card, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readFile } from '../../lib/read-file';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { importProjectsFile } from './import-projects';

/**
 * "Your data": "Export my data" downloads every project as one JSON file (`GET /api/account/export`);
 * "Import projects from a file" sends such a file back, each project becoming a new one.
 */
export function YourDataCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const importing = useMutation({
    mutationFn: async (file: File) => importProjectsFile(await readFile(file, 'text')),
    onSuccess: async (data) => {
      showToast({ title: 'Import complete', message: data.message, color: 'green' });
      await queryClient.invalidateQueries({ queryKey: trpc.properties.pathKey() });
    },
    onError: (error) => {
      showToast({
        title: 'Import failed',
        message: errorMessage(error, 'The file could not be imported'),
        color: 'red',
      });
    },
  });
  return (
    <Card withBorder p="lg" component="section" aria-labelledby="your-data-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="your-data-title">
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          Export every project with its rent roll, scenarios and settings as one JSON file. Importing such a
          file adds its projects to your account as new projects.
        </Text>
        <Group gap="sm">
          <Button component="a" href="/api/account/export" download leftSection={<IconDownload size={16} />}>
            Export my data
          </Button>
          <FileButton accept="application/json,.json" onChange={(file) => file && importing.mutate(file)}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={importing.isPending}
                leftSection={<IconUpload size={16} />}
              >
                Import projects from a file
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Card>
  );
}
