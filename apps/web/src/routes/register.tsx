import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/register-page';
import { GuestOnly } from '../features/session/gates';

export const Route = createFileRoute('/register')({
  component: () => (
    <GuestOnly>
      <RegisterPage />
    </GuestOnly>
  ),
});
