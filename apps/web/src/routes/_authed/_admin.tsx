import { createFileRoute } from '@tanstack/react-router';
import { AdminOutlet } from '../../features/session/gates';
import { requireAdmin } from '../../features/session/guards';

/** Admin-only pages: a signed-in non-admin is redirected to "/". */
export const Route = createFileRoute('/_authed/_admin')({
  beforeLoad: ({ context }) => requireAdmin(context.user),
  component: AdminOutlet,
});
