/**
 * Kept apart from home.ts because the dashboard picture is a client component:
 * importing it must not ship the rest of the home copy to the browser.
 */

/**
 * The numbers in the hero's dashboard picture. They must be believable for
 * the plan the pictured account is on: the content check fails if a day's
 * orders, times 31, exceed that plan's monthly order limit.
 */
export const dashboardPreview = {
  planId: 'plus' as const,
  productsSynced: '4,683',
  ordersToday: 12,
  trackingPushedToday: 11,
  weeklyBars: [38, 52, 44, 61, 57, 72, 68],
};
