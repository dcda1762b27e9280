/**
 * Bounds the API's schemas check and the pages' forms show (min and max of a field, the months a picker
 * offers). Without zod, as contract/enums.ts, so that a page importing them ships no schema library.
 */

/** The first month the payroll engine's rate tables cover (TER tables, PMK 168/2023). */
export const PAYROLL_FIRST_PERIOD = { year: 2024, month: 1 } as const;
/** The last year a simulation may ask for. */
export const PAYROLL_LAST_YEAR = 2100;
/** Largest amount of any money field, in rupiah. */
export const PAYROLL_MONEY_MAX = 999_999_999_999;

/** How many days ahead the HR home's "ending soon" looks (contracts and probation). */
export const ENDING_WITHIN_DAYS = 30;
/** How far back the HR home's charts look unless asked otherwise: months of headcount, days of attendance. */
export const HOME_CHART_MONTHS = 12;
export const HOME_CHART_DAYS = 30;
