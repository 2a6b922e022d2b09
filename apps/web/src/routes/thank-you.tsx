import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '../features/thank-you/thank-you-page';

export const Route = createFileRoute('/thank-you')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' && search.email !== '' ? { email: search.email } : {},
  component: ThankYouRoute,
});

function ThankYouRoute() {
  const { email } = Route.useSearch();
  return <ThankYouPage emailFromQuery={email} />;
}
