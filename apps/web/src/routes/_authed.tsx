import { createFileRoute } from '@tanstack/react-router';
import { SignedInOutlet } from '../features/session/gates';
import { requireUser } from '../features/session/guards';

/** The logged-in route set: signed-out visitors see the landing page at the same path. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context }) => requireUser(context.user),
  component: SignedInOutlet,
});
