import type { AnalysisResult } from '@cre/underwriting';
import { Card, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { count, ltv, money, percent, perSqft, years } from '../display-format';
import { PAGE_CONTROL_LABELS, pageCount, pageRows, TENANTS_PER_PAGE } from '../form/lease-roll-pages';
import type { AnalyzerFormValues } from '../model/form-values';
import { signTone } from '../tones';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Financial Summary: price, equity, loan (LTV at 1 decimal), income, expenses, NOI, cash flow and sale. */
export function FinancialSummary({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  const rows: [string, string][] = [
    ['Purchase Price', money(values.purchasePrice)],
    ['Down Payment', money(result.downPayment)],
    ['Equity Invested', money(result.equityInvested)],
    ['Loan Amount', money(result.loanAmount)],
    ['Loan-to-Value (LTV)', ltv(result.ltv)],
    ['Monthly Payment', money(result.monthlyPayment)],
    ['Annual Debt Service', money(result.annualDebtService)],
    ['Gross Potential Rent', money(result.grossPotentialRent)],
    ['Effective Gross Income', money(result.effectiveGrossIncome)],
    ['Operating Expenses', money(result.operatingExpenses)],
    ['Net Operating Income', money(result.noi)],
    ['Annual Cash Flow', money(result.annualCashFlow)],
    [`Sale Price (Year ${values.holdPeriod})`, money(result.salePrice)],
    ['Net Sale Proceeds', money(result.netSaleProceeds)],
  ];
  return (
    <Section title="Financial Summary">
      <Table striped>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

/** Cash Flow Projection: five years of NOI, debt service, cash flow, cumulative cash flow and value. */
export function CashFlowTable({ result }: { result: AnalysisResult }) {
  return (
    <Section title="Cash Flow Projection">
      <Table.ScrollContainer minWidth={620}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {[
                'Year',
                'NOI',
                'Debt Service',
                'Cash Flow',
                'Cumulative',
                'Property Value',
                'Appreciation',
              ].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.cashFlowProjections.map((p, i) => {
              const value = result.appreciationProjections[i];
              return (
                <Table.Tr key={p.year}>
                  <Table.Td>{p.year}</Table.Td>
                  <Table.Td>{money(p.noi)}</Table.Td>
                  <Table.Td>{money(p.debtService)}</Table.Td>
                  <Table.Td style={{ color: signTone(p.cashFlow) }}>{money(p.cashFlow)}</Table.Td>
                  <Table.Td>{money(p.cumulative)}</Table.Td>
                  <Table.Td>{value ? money(value.value) : ''}</Table.Td>
                  <Table.Td>{value ? percent(value.appreciation) : ''}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

/**
 * Rent Roll Details: each lease's rents and remaining term, the occupancy split and the WALT. A rent
 * roll of more than 25 leases is shown 25 rows a page.
 */
export function RentRollDetails({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  const [page, setPage] = useState(1);
  const indexes = result.leases.map((_, i) => i);
  const shown = pageRows(indexes, page);
  const first = (shown.page - 1) * TENANTS_PER_PAGE;
  return (
    <Section title="Rent Roll Details">
      <Table.ScrollContainer minWidth={620}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              {['Tenant', 'Sq Ft', 'Rent/Sq Ft', 'Annual Rent', 'Effective Rent', 'Remaining Term'].map(
                (h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((i) => {
              const lease = result.leases[i];
              return lease ? (
                <Table.Tr key={i}>
                  <Table.Td>{lease.tenantName}</Table.Td>
                  <Table.Td>{count(lease.sqftLeased)}</Table.Td>
                  <Table.Td>{perSqft(values.tenantLeases[i]?.rentPerSqft ?? 0)}</Table.Td>
                  <Table.Td>{money(lease.annualRent)}</Table.Td>
                  <Table.Td>{money(lease.effectiveRent)}</Table.Td>
                  <Table.Td>{years(lease.remainingYears)}</Table.Td>
                </Table.Tr>
              ) : null;
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {indexes.length > TENANTS_PER_PAGE ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Leases {first + 1}–{first + shown.rows.length} of {indexes.length}
          </Text>
          <Group component="nav" aria-label="Rent roll detail pages">
            <Pagination
              total={pageCount(indexes.length)}
              value={shown.page}
              onChange={setPage}
              size="sm"
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
            />
          </Group>
        </Group>
      ) : null}
      <Text size="sm">
        Leased: {count(result.leasedSqft)} sq ft · Unleased: {count(result.unleasedSqft)} sq ft · Average
        rent: {perSqft(result.avgRentPerSqft)} per sq ft
      </Text>
      <Text size="sm" fw={600}>
        Weighted Average Lease Term (WALT): {years(result.walt)}
      </Text>
    </Section>
  );
}

/** NNN lease details: effective charges per sq ft and their 5-year escalation. */
export function NnnDetails({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  return (
    <Section title="NNN Lease Details">
      <Text size="sm">
        Tenants pay property taxes, insurance and maintenance. Effective NNN charges:{' '}
        <strong>{perSqft(result.effectiveNnnChargesPerSqft)} per sq ft</strong> (
        {money(result.effectiveNnnChargesPerSqft * values.sqft)} a year), escalating at{' '}
        {percent(values.nnnEscalationRate)} annually.
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Year</Table.Th>
            <Table.Th>NNN Charges per Sq Ft</Table.Th>
            <Table.Th>Total NNN Charges</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.nnnProjections.map((p) => (
            <Table.Tr key={p.year}>
              <Table.Td>{p.year}</Table.Td>
              <Table.Td>{perSqft(p.chargesPerSqft)}</Table.Td>
              <Table.Td>{money(p.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}
