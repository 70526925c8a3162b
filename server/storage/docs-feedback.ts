/**
 * The docs pages' "Was this helpful?" answers: the page, yes or no, and an
 * optional comment. Nothing identifies the visitor; a comment may still
 * name someone, so retention and erasure (./retention.ts) cover the table.
 */
import type { Db } from './db.ts';

export interface DocsFeedback {
  page: string;
  helpful: boolean;
  comment: string;
}

export function createDocsFeedbackStore(db: Db) {
  const insert = db.prepare<[string, number, string, string]>(
    'INSERT INTO docs_feedback (page, helpful, comment, created_at) VALUES (?, ?, ?, ?)',
  );
  return {
    /** Stored (and on disk, synchronous=FULL) when it returns. */
    add({ page, helpful, comment }: DocsFeedback): void {
      insert.run(page, helpful ? 1 : 0, comment, new Date().toISOString());
    },
  };
}

export type DocsFeedbackStore = ReturnType<typeof createDocsFeedbackStore>;
