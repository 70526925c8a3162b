/** The longest comment a docs page's "Was this helpful?" form takes; the server checks it too. */
export const MAX_FEEDBACK_COMMENT = 500;
