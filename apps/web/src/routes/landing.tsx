import { createFileRoute } from '@tanstack/react-router';
import { LandingFallback } from '../features/session/gates';

export const Route = createFileRoute('/landing')({ component: LandingFallback });
