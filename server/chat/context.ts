/** Words that point back at the previous turn's topic ("where do I change it?"). */
export const POINTS_BACK = /\b(it|that|this|them|they|those|these|one|ones)\b/i;
