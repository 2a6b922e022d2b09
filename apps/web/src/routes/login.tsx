import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { GuestOnly } from '../features/session/gates';

export const Route = createFileRoute('/login')({
  component: () => (
    <GuestOnly>
      <LoginPage />
    </GuestOnly>
  ),
});
