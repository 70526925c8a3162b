/**
 * Number formatting for US English without `Intl`. The first `Intl` call on a
 * page (`toLocaleString` included) loads the ICU locale data: on a mid-range
 * phone that is a 60–90 ms main-thread task during hydration, for a few
 * commas and a dollar sign. These produce the same strings as
 * `Intl.NumberFormat('en-US')` for the figures the site shows (numbers.test.ts
 * checks them against it).
 */

/** 1068 → '1,068'; fractions are kept as they are ('1234.5' → '1,234.5'). */
export function withCommas(n: number): string {
  const [whole = '', fraction] = Math.abs(n).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Whole dollars, rounded half away from zero like Intl: '$1,068', '-$5'. */
export function formatUsd(amount: number): string {
  const dollars = Math.round(Math.abs(amount));
  return `${amount < 0 && dollars !== 0 ? '-' : ''}$${withCommas(dollars)}`;
}

/** Dollars and cents: '$82.50', '$1,234.00'. */
export function formatMoney(amount: number): string {
  const [dollars = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const negative = amount < 0 && Number(`${dollars}.${cents}`) !== 0;
  return `${negative ? '-' : ''}$${withCommas(Number(dollars))}.${cents}`;
}
