import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireGuest } from '../features/session/guards';

/** The logged-out route set (/login, /register): a signed-in user gets the not-found page. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => requireGuest(context.user),
  component: Outlet,
});
