import { createFileRoute } from '@tanstack/react-router';
import { AnalyzerRoute } from '../features/session/analyzer-route';

export const Route = createFileRoute('/calculator')({ component: AnalyzerRoute });
