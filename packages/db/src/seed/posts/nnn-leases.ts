import type { BlogPostSeed } from '../blog-posts.js';

/** Market insight: how triple-net leases shift risk and how to underwrite them. */
export const nnnLeases: BlogPostSeed = {
  title: 'Triple-Net Leases Explained: Who Pays What, and What Investors Should Check',
  slug: 'triple-net-leases-explained-investor-checklist',
  summary:
    'NNN leases move taxes, insurance and maintenance to the tenant, which makes income more predictable but not risk-free. A practical guide to reading and underwriting them.',
  metaDescription:
    'What a triple-net (NNN) lease covers, how it changes NOI and cap rates, and the lease clauses, tenant credit and reimbursement details to check before buying a net-leased property.',
  keywords:
    'NNN lease, triple net lease, net lease investing, CAM reimbursements, tenant credit, commercial lease',
  publishedAt: new Date('2026-09-22T14:00:00Z'),
  content: `In a triple-net lease the tenant pays base rent plus the property's three main operating costs: real estate taxes, building insurance and maintenance, including common area maintenance. The landlord receives rent that is close to pure income. That is why net-leased buildings appeal to investors who want predictable cash flow without day-to-day operations, and why they are a staple of 1031 exchange buyers.

## How NNN changes the numbers

Under a gross lease, the landlord pays taxes, insurance and maintenance out of rent, so those expenses reduce NOI directly and any increase comes out of the owner's pocket. Under a true NNN lease they are passed through, so NOI is roughly base rent less management, vacancy allowance and the items the lease leaves with the landlord. When you analyze an NNN property, enter the tenant-paid expenses so you can see the total occupancy cost, but do not deduct them from the owner's NOI. The analyzer in this app does exactly that when the NNN option is on: taxes, insurance and maintenance are excluded from operating expenses, while management fees, repairs and other landlord expenses still count.

The NNN charge per square foot matters even though the landlord does not pay it. A tenant's true cost is base rent plus NNN charges. If a retail tenant pays $22 base rent and $9 of NNN charges, its occupancy cost is $31 per square foot. If comparable space nearby costs $26 all in, that tenant is over-rented and the renewal is at risk. Rising NNN charges, which typically climb 2 to 3 percent a year as taxes and insurance increase, squeeze the tenant even when base rent is flat.

## Not all net leases are equal

The label "NNN" is used loosely. Read the lease for the following points before you rely on it:

Roof and structure. In an absolute net lease the tenant is responsible even for roof and structural repairs. In many NNN leases the landlord keeps roof, structure and parking lot replacement, which can mean a six-figure bill with no rent increase to pay for it. Budget a capital reserve if those items are yours.

Caps on controllable expenses. Many tenants negotiate a cap, often 3 to 5 percent a year, on increases in controllable common area costs. Costs above the cap fall on the landlord.

Administrative fees and reconciliation. Check whether the landlord may charge an administrative fee on CAM, how estimates are billed monthly and how the year-end reconciliation works. Sloppy reconciliations are a common source of unrecovered expenses and tenant disputes.

Gross-up provisions. In multi-tenant buildings, a gross-up clause lets the landlord calculate variable expenses as if the building were fully occupied, so vacancy does not leave the landlord paying the vacant share of shared costs.

## Credit and term drive value

Because the landlord's costs are limited, a single-tenant net-leased building is valued mainly on two things: the tenant's ability to pay and the years left on the lease. A national tenant with an investment-grade rating and twelve years remaining supports a low cap rate and favorable financing. The same building with a local operator and two years left is a leasing bet, and the cap rate should reflect the cost of a vacancy: months of downtime, leasing commissions, tenant improvement money and free rent for the next tenant.

Look at corporate versus franchisee guarantees, store-level sales if the lease requires reporting, and rent as a share of sales. For restaurants a rent-to-sales ratio under about 8 to 10 percent is generally healthy; above that the location may be struggling.

## Rent bumps and inflation

Long net leases often have flat rent or increases of 10 percent every five years. In an inflationary period that erodes real income, and buyers will price it in at resale. Annual escalations of 2 to 3 percent protect value better. When you model the deal, set the rent escalation rate to match the lease, not a market assumption, and compare the weighted average lease term of the rent roll with your hold period. If most of the income rolls before you plan to sell, the exit cap rate should be higher, because the next buyer inherits the leasing risk.

Net leases can be excellent, low-maintenance investments. They are not no-risk investments. The risk moves from operating costs to tenant credit, lease terms and the real estate itself, which is where your due diligence should go.`,
};
