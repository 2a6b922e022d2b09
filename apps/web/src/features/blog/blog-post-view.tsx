import { Alert, Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalculator, IconLayoutDashboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BlogPost } from '../../lib/api-types';
import { formatLongUsDate } from '../../lib/format';
import { httpFailureMessage } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';

/** Splits post content into paragraphs on blank lines. */
export function contentParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function PostBody({ content }: { content: string }) {
  return (
    <Stack gap="md">
      {contentParagraphs(content).map((paragraph, index) => {
        const heading = /^#{1,6}\s+(.*)$/.exec(paragraph);
        return heading ? (
          <Title key={index} order={2} fz="xl" mt="sm">
            {heading[1]}
          </Title>
        ) : (
          <Text key={index} style={{ whiteSpace: 'pre-line' }} lh={1.7}>
            {paragraph}
          </Text>
        );
      })}
    </Stack>
  );
}

/** The selected post: date, title, summary and content, with navigation back and onwards. */
export function BlogPostView({ id, onBack }: { id: number; onBack: () => void }) {
  const trpc = useTRPC();
  const { data, isPending, isError, error } = useQuery(trpc.blog.get.queryOptions({ id }));
  const post: BlogPost | undefined = data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Back to Market Insights
        </Button>
        <Button
          component={Link}
          to="/dashboard"
          variant="default"
          leftSection={<IconLayoutDashboard size={16} />}
        >
          Dashboard
        </Button>
      </Group>
      {isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading post" />
        </Center>
      ) : isError || !post ? (
        <Alert color="red" title="This post could not be loaded">
          {httpFailureMessage(error, 'Please try again later.')}
        </Alert>
      ) : (
        <Card component="article" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            {post.publishedAt ? (
              <Text size="sm" c="dimmed" fw={600}>
                {formatLongUsDate(post.publishedAt)}
              </Text>
            ) : null}
            <Title order={1} fz={{ base: 26, sm: 34 }}>
              {post.title}
            </Title>
            <Text fz="lg" c="dimmed">
              {post.summary}
            </Text>
            <PostBody content={post.content} />
            <Card bg="var(--mantine-color-default-hover)" mt="md">
              <Group justify="space-between" gap="sm">
                <Text fw={600}>Put these ideas to work on your own property.</Text>
                <Anchor component={Link} to="/underwriting" fw={700}>
                  <Group gap={6} component="span">
                    <IconCalculator size={18} aria-hidden /> Analyze a property
                  </Group>
                </Anchor>
              </Group>
            </Card>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
