import { Money } from '@cre/ui';
import { Alert, Button, Card, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconFolder, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatShortDate } from '../../lib/format';
import { httpFailureMessage } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { DASHBOARD_PROJECTS } from './dashboard-query';

/**
 * The user's 3 most recently updated projects and their total (`properties.page`): the dashboard
 * stays one small read for a user with thousands of projects.
 */
export function useProjects() {
  const trpc = useTRPC();
  const query = useQuery(trpc.properties.page.queryOptions(DASHBOARD_PROJECTS));
  return { ...query, projects: query.data?.items ?? [], total: query.data?.total ?? 0 };
}

/** "Your Projects" card: count, unlimited-analyses note and a create button. */
export function YourProjectsCard() {
  const { total: count, isPending } = useProjects();
  return (
    <Card h="100%">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
            <IconFolder size={22} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Your Projects
          </Title>
        </Group>
        <Text fz={40} fw={800} lh={1} aria-label={isPending ? 'Loading projects' : `${count} saved projects`}>
          {isPending ? '–' : count}
        </Text>
        <Text size="sm" c="dimmed">
          Unlimited property analyses available
        </Text>
        <Button
          component={Link}
          to="/underwriting"
          leftSection={<IconPlus size={16} />}
          loading={isPending}
          loaderProps={{ 'aria-label': 'Loading projects' }}
        >
          {!isPending && count === 0 ? 'Create First Project' : 'New Analysis'}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * "Recent Projects": the first 3 projects, each opening in the analyzer (`/underwriting?project=id`),
 * a spinner while loading and an empty state.
 */
export function RecentProjectsCard() {
  const { projects, isPending, isError, error } = useProjects();
  const recent = projects;
  return (
    <Card h="100%">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Recent Projects
          </Title>
          <Button component={Link} to="/underwriting" variant="subtle" size="compact-sm">
            View All Projects
          </Button>
        </Group>
        {isPending ? (
          <Center py="lg">
            <Loader size="md" aria-label="Loading projects" />
          </Center>
        ) : isError ? (
          <Alert color="red" title="Projects could not be loaded">
            {httpFailureMessage(error, 'Please try again later.')}
          </Alert>
        ) : recent.length === 0 ? (
          <Stack align="center" gap="xs" py="md" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconBuilding size={26} />
            </ThemeIcon>
            <Text fw={600}>No projects yet</Text>
            <Button component={Link} to="/underwriting" variant="light" size="sm">
              Create Your First Analysis
            </Button>
          </Stack>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {recent.map((project) => (
              <Group
                key={project.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
              >
                <div style={{ minWidth: 0 }}>
                  <Link
                    to="/underwriting"
                    search={{ project: project.id }}
                    style={{ color: 'inherit', textDecoration: 'none' }}
                  >
                    <Text fw={600} truncate>
                      {project.name?.trim() ? project.name : 'Untitled Property'}
                    </Text>
                  </Link>
                  <Text size="xs" c="dimmed">
                    {formatShortDate(project.updatedAt ?? project.createdAt)}
                  </Text>
                </div>
                <Money value={project.purchasePrice} fw={700} />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
