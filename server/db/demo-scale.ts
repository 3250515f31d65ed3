/**
 * How much demo data to generate. `full` is the size users have (tens of thousands of customers,
 * a million sales facts): `npm start`, the end-to-end tests and the bench. `small` keeps the same
 * shapes at a fraction of the rows, for the server tests that start a database per file.
 * Large sets are generated in SQL (generate_series with a deterministic hash), only when empty.
 */
export type DemoScale = 'full' | 'small';
