/**
 * Rent rolls in the styles brokers send them, written for these tests: CSV text (split with
 * `csvRows`) or grids as an XLSX reader gives them (numbers, Dates, nulls).
 */
import { csvRows, dedent } from './csv.js';

/** Rent per sq ft; a property name, an as-of line and a blank row above the header; a matching total. */
export const PER_SQFT_CSV = dedent(`
  Harbor Point Shopping Center,,,,,,,,
  Rent Roll as of 1/1/2026,,,,,,,,
  ,,,,,,,,
  Suite,Tenant,RSF,Rent/SF,Lease Start,Lease Exp.,Increases,Free Rent,TI Allowance
  100,"Blue Bottle Coffee, Inc.","1,500",$32.00,1/1/2024,12/31/2028,3%,2,"$15,000"
  110,Harbor Dental,"2,250",$28.50,3/15/2023,3/14/2033,2.5%,0,$0
  120,FedEx Office,3000,$24.75,2022-07-01,2027-06-30,3 %,,
  Total,,"6,750",,,,,,
`);

/** Monthly rent, two-digit years, a month-to-month tenant and a totals row that does not add up. */
export const MONTHLY_CSV = dedent(`
  Unit,Tenant Name,Sq. Ft.,Mo. Rent,Commencement,Expiration,Escalations
  A-1,Sunrise Yoga,"1,200","$2,500.00",01/01/24,12/31/26,3%
  A-2,Quick Wash Laundromat,"1,800","$3,150.00",06/01/21,MTM,
  A-3,Pho Saigon,"1,600","$3,000.00",09/01/2022,08/31/2029,2%
  Totals,,"4,600","$9,000.00",,,
`);

/** Annual rent; vacant suites ("VACANT", "Available", a suite with no tenant); a grand total with them. */
export const ANNUAL_CSV = dedent(`
  Lessee,Space,Area,Annual Base Rent,LCD,LXD,Bumps
  Anchor Grocery,1,"25,000","$300,000",2/1/2020,1/31/2035,2%
  VACANT,2,"2,000",,,,
  Corner Pharmacy,3,"12,000","$216,000.00",5/1/2019,4/30/2029,2.5%
  Available,4,"1,500",,,,
  ,5,900,,,,

  Grand Total,,"41,400","$516,000",,,
`);

/** A semicolon CSV (as Excel saves one in many locales), TI per sq ft, no increase column. */
export const SEMICOLON_CSV = dedent(`
  Tenant;Suite;SF;$/SF;Start;End;Free Rent;TI/SF
  "Smith; Jones LLP";200;4,000;$27.00;2024-03-01;2029-02-28;3;$10.00
  Acme Insurance;210;2,500;$26.50;2023-10-01;2026-09-30;0;
`);

/**
 * An .xlsx sheet as a reader gives it: numbers, percents as fractions, real Date cells (UTC
 * midnight, and local midnight of UTC+2 and UTC-4 as SheetJS gives them by default), Excel
 * serials, and a totals row of numbers only.
 */
export const XLSX_GRID: unknown[][] = [
  ['Rent Roll', new Date(Date.UTC(2026, 0, 1))],
  [],
  [
    'Tenant',
    'Suite',
    'Square Feet',
    'Annual Rent',
    'Monthly Rent',
    'Rent Start',
    'Lease End',
    'Annual Increase',
  ],
  [
    'Bank of Springfield',
    'Pad A',
    4000,
    140000,
    11666.67,
    new Date(Date.UTC(2024, 0, 15)),
    new Date(Date.UTC(2034, 0, 14)),
    0.03,
  ],
  ['Burger Barn', 'Pad B', 3200, null, 8000, 45306, 47132, 0.025],
  [
    'Tire Shop',
    'Pad C',
    5000,
    100000,
    undefined,
    new Date(Date.UTC(2023, 5, 30, 22)),
    new Date(Date.UTC(2028, 5, 30, 4)),
    3,
  ],
  [null, null, 12200, 336000, null, null, null, null],
];

/** One problem per row, for the issue messages. */
export const PROBLEMS_CSV = dedent(`
  Tenant,Suite,SF,Rent/SF,Start,End
  Alpha,101,1000,$20.00,1/1/2024,12/31/2028
  Beta,101,1000,$22.00,1/1/2024,12/31/2028
  Gamma,102,,$21.00,1/1/2024,12/31/2028
  Delta,103,1000,$150.00,1/1/2024,12/31/2028
  Epsilon,104,1000,$19.00,1/1/2025,12/31/2024
  ,105,1000,$20.00,1/1/2024,12/31/2028
  Eta,107,500,$3.00,13/1/2024,12/31/2028
`);

/** Headers the detection reads otherwise than the user wants (market rent, contract rent). */
export const OVERRIDE_CSV = dedent(`
  Name,Ste,Footage,Contract Rent,Market Rent,From,To
  Total Wine & More,5,"20,000","$1,000","$400,000",1/1/2025,12/31/2034
  Pet Depot,6,"10,000","$1,000","$250,000",1/1/2025,12/31/2029
`);

export const grid = csvRows;
