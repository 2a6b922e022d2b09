import { createCreClient } from '@cre/client';
import { analyze } from '@cre/underwriting';

/** Signs in, saves a project and reads its analysis (the README's example). */
export async function quickstart(baseUrl: string, email: string, password: string) {
  const api = createCreClient(baseUrl);

  // 1. Sign in: the client keeps the `sid` session cookie for the next calls.
  const signIn = await api.POST('/api/login', { body: { email, password } });
  if (signIn.error) throw new Error(`Sign-in failed: ${signIn.error.message}`);

  // 2. Save a project (requires a verified email). Percents are percents: vacancyRate 5 is 5 %.
  const saved = await api.POST('/api/properties', {
    body: {
      name: 'Harbor Point Retail',
      purchasePrice: 2_500_000, // US dollars
      sqft: 12_000,
      annualRent: 240_000, // US dollars per year
      vacancyRate: 5, // percent
      propertyTaxes: 30_000, // US dollars per year
      interestRate: 6.5, // percent per year
      loanTerm: 25, // years
      holdPeriod: 5, // years
    },
  });
  if (saved.error) throw new Error(`Save failed: ${saved.error.message}`);

  // 3. Read the project back and analyze it with the same engine the web app uses.
  const read = await api.GET('/api/properties/{id}', { params: { path: { id: saved.data.id } } });
  if (read.error) throw new Error(`Read failed: ${read.error.message}`);
  const analysis = analyze(read.data);
  console.log(`${read.data.name}: NOI $${analysis.noi}, cap rate ${analysis.goingInCapRate.toFixed(2)} %`);
  return { project: read.data, analysis };
}
