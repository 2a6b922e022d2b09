import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { UserOnly } from '../features/session/gates';

export const Route = createFileRoute('/dashboard')({
  component: () => (
    <UserOnly>
      <DashboardPage />
    </UserOnly>
  ),
});
