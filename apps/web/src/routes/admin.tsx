import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../features/admin/admin-page';
import { AdminOnly } from '../features/session/gates';

export const Route = createFileRoute('/admin')({
  component: () => (
    <AdminOnly>
      <AdminPage />
    </AdminOnly>
  ),
});
