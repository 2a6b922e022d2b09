import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatLongUsDate } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';

/** Number of posts the landing teaser shows. */
export const TEASER_POST_COUNT = 3;

/** Market-insights teaser: the first 3 published posts, shown only when posts exist. */
export function InsightsTeaser() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.blog.list.queryOptions());
  const posts = (data ?? []).slice(0, TEASER_POST_COUNT);
  if (posts.length === 0) return null;
  return (
    <Container size="lg" py={{ base: 48, md: 64 }} component="section" aria-labelledby="insights-heading">
      <Stack gap="xl">
        <Stack gap="xs" ta="center" align="center">
          <Title order={2} id="insights-heading" fz={{ base: 26, md: 32 }}>
            Market Insights
          </Title>
          <Text c="dimmed">Analysis and guidance for commercial property owners.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {posts.map((post) => (
            <Card key={post.id} h="100%">
              <Stack gap="sm" h="100%">
                {post.publishedAt ? (
                  <Text size="xs" c="dimmed" fw={600}>
                    {formatLongUsDate(post.publishedAt)}
                  </Text>
                ) : null}
                <Title order={3} fz="lg">
                  {post.title}
                </Title>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  {post.summary}
                </Text>
                <Button component={Link} to="/register" variant="light">
                  Continue Reading
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
