/**
 * The annual billing discount on its own, so the pricing page's browser code
 * can read it without shipping every plan fact (plans.ts re-exports it).
 */

/** Annual billing saves this much compared with paying monthly (spec §9). */
export const annualDiscountPercent = 10;
