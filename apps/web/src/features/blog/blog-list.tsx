import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArticle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../lib/api-types';
import { formatLongUsDate } from '../../lib/format';
import { httpFailureMessage } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';

/** Number of skeleton cards shown while posts load. */
export const BLOG_SKELETON_COUNT = 3;

/** Card grid of published posts with loading skeletons, an empty state and an error state. */
export function BlogList({ onSelect }: { onSelect: (id: number) => void }) {
  const trpc = useTRPC();
  const { data, isPending, isError, error } = useQuery(trpc.blog.list.queryOptions());
  if (isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="lg"
        aria-busy="true"
        aria-label="Loading market insights"
      >
        {Array.from({ length: BLOG_SKELETON_COUNT }, (_, index) => (
          <Card key={index} data-testid="blog-skeleton">
            <Skeleton height={14} width="40%" mb="md" />
            <Skeleton height={22} mb="sm" />
            <Skeleton height={12} mb={6} />
            <Skeleton height={12} width="80%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <Alert color="red" title="Market insights could not be loaded">
        {httpFailureMessage(error, 'Please try again later.')}
      </Alert>
    );
  }
  const posts: BlogPostSummary[] = data ?? [];
  if (posts.length === 0) {
    return (
      <Stack align="center" py={48} gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconArticle size={30} />
        </ThemeIcon>
        <Text fw={600}>No market insights available</Text>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {posts.map((post) => (
        <Card key={post.id} h="100%" component="article">
          <Stack gap="sm" h="100%">
            {post.publishedAt ? (
              <Text size="xs" c="dimmed" fw={600}>
                {formatLongUsDate(post.publishedAt)}
              </Text>
            ) : null}
            <Title order={2} fz="lg">
              {post.title}
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              {post.summary}
            </Text>
            <Button variant="light" onClick={() => onSelect(post.id)} aria-label={`Read more: ${post.title}`}>
              Read More
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
