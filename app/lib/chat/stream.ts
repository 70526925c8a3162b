/**
 * The streamed reply of an n8n Chat Trigger (n8n 1.105 and later, and our
 * own bot when asked for it): one JSON object per line,
 * `{type: 'begin' | 'item' | 'end' | 'error', content?, metadata: {nodeId, runIndex, ...}}`,
 * a begin/end pair per node run, text pieces in `item` lines, and
 * `{type: 'keepalive'}` now and then. Read the way the published
 * `@n8n/chat` client reads it: a line that is not JSON is text, a type it
 * does not know is ignored.
 */

export interface StreamChunk {
  type?: unknown;
  content?: unknown;
  metadata?: { nodeId?: unknown; runIndex?: unknown };
}

/** Splits arriving text into complete lines, keeping a line cut in the middle for the next piece. */
export function createLineSplitter() {
  let pending = '';
  return {
    push(text: string): string[] {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      return lines.filter((line) => line.trim() !== '');
    },
    /** What is left once the body has ended. */
    flush(): string[] {
      const rest = pending;
      pending = '';
      return rest.trim() === '' ? [] : [rest];
    },
  };
}

/** One line of a stream as a chunk: JSON as it is, anything else as a text item. */
export function parseLine(line: string): StreamChunk {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as StreamChunk) : {};
  } catch {
    return { type: 'item', content: line };
  }
}

const STREAM_TYPES = new Set(['begin', 'item', 'end', 'error', 'keepalive']);

/** Whether a line opens a stream (rather than being part of one plain JSON reply). */
export function isStreamLine(line: string): boolean {
  try {
    const chunk = JSON.parse(line) as StreamChunk | null;
    return typeof chunk?.type === 'string' && STREAM_TYPES.has(chunk.type);
  } catch {
    return false;
  }
}

/** The text of one node run: one bubble in the chat. */
export interface ReplyRun {
  key: string;
  text: string;
  /** Our own bot's JSON reply only: it said it does not know. */
  unsure?: boolean;
  /** Our own bot's JSON reply only: the id a vote on it names. */
  replyId?: number;
}

export interface ReplyState {
  runs: ReplyRun[];
  /** Set by an `error` chunk. */
  error?: string;
}

export const emptyReply: ReplyState = { runs: [] };

function runKey(chunk: StreamChunk): string {
  const node = typeof chunk.metadata?.nodeId === 'string' ? chunk.metadata.nodeId : 'unknown';
  const run = typeof chunk.metadata?.runIndex === 'number' ? chunk.metadata.runIndex : 0;
  return `${node}:${run}`;
}

/**
 * Adds one chunk to the reply. A `begin` for a run that already has text
 * starts a new bubble (n8n numbers such repeated runs as segments); text
 * without a `begin` (a plain text line) goes to its run's bubble.
 */
export function applyChunk(state: ReplyState, chunk: StreamChunk): ReplyState {
  const key = runKey(chunk);
  const current = [...state.runs].reverse().find((run) => run.key.split('#')[0] === key);
  switch (chunk.type) {
    case 'begin': {
      if (current && current.text === '') return state;
      const segment = state.runs.filter((run) => run.key.split('#')[0] === key).length;
      return {
        ...state,
        runs: [...state.runs, { key: segment === 0 ? key : `${key}#${segment}`, text: '' }],
      };
    }
    case 'item': {
      const text = typeof chunk.content === 'string' ? chunk.content : '';
      if (text === '') return state;
      if (!current) return { ...state, runs: [...state.runs, { key, text }] };
      return {
        ...state,
        runs: state.runs.map((run) => (run === current ? { ...run, text: run.text + text } : run)),
      };
    }
    case 'error':
      return {
        ...state,
        error: typeof chunk.content === 'string' && chunk.content ? chunk.content : 'Unknown error',
      };
    default:
      // end, keepalive and types this reader does not know change nothing.
      return state;
  }
}

/** The bubbles worth showing: runs that carry text. */
export function visibleRuns(state: ReplyState): ReplyRun[] {
  return state.runs.filter((run) => run.text.trim() !== '');
}

/** A whole body read at once: the lines of a stream, folded into a reply. */
export function readStreamText(body: string): ReplyState {
  const splitter = createLineSplitter();
  return [...splitter.push(body), ...splitter.flush()]
    .map(parseLine)
    .reduce(applyChunk, emptyReply);
}
