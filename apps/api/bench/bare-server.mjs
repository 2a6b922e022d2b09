// A bare Fastify server that runs the same queries as the app's hot paths with `pg` directly:
// no plugins, no cookie signing, no tRPC, no validation. The benchmark compares the app to it.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const NUMERIC_OID = 1700;
pg.types.setTypeParser(NUMERIC_OID, (v) => Number(v));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const sessionId = (req) => createHash('sha256').update(String(req.headers['x-session'])).digest('hex');

async function currentUser(req) {
  const { rows } = await pool.query(
    `select u.id, u.email, u.is_email_verified, u.is_admin, u.created_at
       from sessions s join users u on u.id = s.user_id
      where s.id = $1 and s.expires_at > now() and s.idle_expires_at > now()`,
    [sessionId(req)],
  );
  return rows[0];
}

app.get('/bare/user', async (req, reply) => {
  const u = await currentUser(req);
  if (!u) return reply.code(401).send({ message: 'not signed in' });
  return {
    id: u.id,
    email: u.email,
    isEmailVerified: u.is_email_verified,
    isAdmin: u.is_admin,
    createdAt: u.created_at,
  };
});

app.get('/bare/properties', async (req, reply) => {
  const u = await currentUser(req);
  if (!u) return reply.code(401).send({ message: 'not signed in' });
  const { rows } = await pool.query(
    'select * from properties where user_id = $1 order by updated_at desc, id desc',
    [u.id],
  );
  const ids = rows.map((r) => r.id);
  const leases = ids.length
    ? (
        await pool.query(
          'select * from tenant_leases where property_id = any($1) order by property_id, position',
          [ids],
        )
      ).rows
    : [];
  return rows.map((r) => ({ ...r, tenantLeases: leases.filter((l) => l.property_id === r.id) }));
});

app.post('/bare/properties', async (req, reply) => {
  const u = await currentUser(req);
  if (!u) return reply.code(401).send({ message: 'not signed in' });
  const p = req.body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      `insert into properties (user_id, name, purchase_price, sqft, annual_rent, vacancy_rate, property_taxes, insurance,
         maintenance, management_fees, down_payment_percent, interest_rate, loan_term, market_cap_rate, exit_cap_rate,
         revenue_input_type)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16) returning *`,
      [
        u.id,
        p.name,
        p.purchasePrice,
        p.sqft,
        p.annualRent,
        p.vacancyRate,
        p.propertyTaxes,
        p.insurance,
        p.maintenance,
        p.managementFees,
        p.downPaymentPercent,
        p.interestRate,
        p.loanTerm,
        p.marketCapRate,
        p.exitCapRate,
        p.revenueInputType,
      ],
    );
    const leases = [];
    for (const [i, l] of p.tenantLeases.entries()) {
      const res = await client.query(
        `insert into tenant_leases (property_id, position, tenant_name, sqft_leased, rent_per_sqft, lease_term, free_months,
           tenant_improvements, annual_rent_increase, start_date, end_date)
         values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) returning *`,
        [
          rows[0].id,
          i,
          l.tenantName,
          l.sqftLeased,
          l.rentPerSqft,
          l.leaseTerm,
          l.freeMonths,
          l.tenantImprovements,
          l.annualRentIncrease,
          l.startDate,
          l.endDate,
        ],
      );
      leases.push(res.rows[0]);
    }
    await client.query('commit');
    return { ...rows[0], tenantLeases: leases };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
