import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../features/blog/blog-page';
import { UserOnly } from '../features/session/gates';

export const Route = createFileRoute('/blog')({
  component: () => (
    <UserOnly>
      <BlogPage />
    </UserOnly>
  ),
});
