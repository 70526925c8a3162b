/**
 * What `npm run insights` reads for the content team: the questions the bot
 * answered unsure (or with its fallback), replies voted down, hand-offs from
 * the chat and docs pages answered "no", all since a date. Only the text the
 * content team needs: no session ids, addresses or names.
 */
import type { Db } from './db.ts';

export interface InsightRows {
  /** The visitor's question and the passage the unsure reply came from, if any. */
  unsure: { question: string; source: string | null }[];
  downVoted: { question: string; reply: string; source: string | null }[];
  /** The subject of each contact submission filed from the chat. */
  handoffs: { subject: string }[];
  docsNo: { page: string; comment: string }[];
}

export function readInsightRows(db: Db, since: string, handoffHeading: string): InsightRows {
  // A reply is stored right after its question, in one transaction (chat-sessions.ts).
  const replies = (where: string) =>
    db
      .prepare<[string], { question: string; reply: string; source: string | null }>(
        `SELECT q.content AS question, a.content AS reply, a.source AS source
           FROM chat_messages a
           JOIN chat_messages q ON q.id = a.id - 1 AND q.session_id = a.session_id AND q.role = 'human'
          WHERE a.role = 'ai' AND a.created_at >= ? AND ${where}
          ORDER BY a.id`,
      )
      .all(since);
  return {
    unsure: replies('a.unsure = 1').map(({ question, source }) => ({ question, source })),
    downVoted: replies("a.vote = 'down'"),
    handoffs: db
      .prepare<{ since: string; heading: string }, { subject: string }>(
        `SELECT json_extract(data, '$.subject') AS subject FROM submissions
          WHERE form = 'contact' AND created_at >= @since
            AND substr(json_extract(data, '$.message'), 1, length(@heading)) = @heading
          ORDER BY id`,
      )
      .all({ since, heading: handoffHeading }),
    docsNo: db
      .prepare<[string], { page: string; comment: string }>(
        'SELECT page, comment FROM docs_feedback WHERE helpful = 0 AND created_at >= ? ORDER BY id',
      )
      .all(since),
  };
}
