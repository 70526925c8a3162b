/**
 * Streamed replies as an n8n Chat Trigger with streaming on writes them (an
 * AI Agent node behind it): one JSON object per line, a begin/end pair per
 * node run, text pieces in `item` lines, `{"type":"keepalive"}` while a run
 * is slow. Shared by the unit tests of the reader and the browser tests'
 * stand-in webhook.
 */
const meta = (nodeId: string, nodeName: string, runIndex = 0) => ({
  nodeId,
  nodeName,
  itemIndex: 0,
  runIndex,
  timestamp: 1755590400000,
});

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

export const agent = meta('6f1c2a4e-0d5b-4c1e-9a57-3b8f2e4d1c90', 'AI Agent');
export const secondAgent = meta('b2d7e9a1-5c3f-4e8a-8d21-7f6a0c9e3b14', 'Follow-up Agent');

export function run(metadata: ReturnType<typeof meta>, pieces: string[]): string[] {
  return [
    line({ type: 'begin', metadata }),
    ...pieces.map((content) => line({ type: 'item', content, metadata })),
    line({ type: 'end', metadata }),
  ];
}

export const keepalive = line({ type: 'keepalive' });

export const samples = {
  oneNode: run(agent, ['Inventory syncs ', 'about every ', 'hour.']),
  twoNodes: [...run(agent, ['First answer.']), ...run(secondAgent, ['Second ', 'answer.'])],
  withKeepalive: [
    line({ type: 'begin', metadata: agent }),
    keepalive,
    line({ type: 'item', content: 'Still ', metadata: agent }),
    keepalive,
    line({ type: 'item', content: 'here.', metadata: agent }),
    line({ type: 'end', metadata: agent }),
  ],
  nonJsonLine: [
    line({ type: 'begin', metadata: agent }),
    line({ type: 'item', content: 'Before. ', metadata: agent }),
    'plain text from a proxy\n',
    line({ type: 'end', metadata: agent }),
  ],
  error: [
    line({ type: 'begin', metadata: agent }),
    line({ type: 'item', content: 'Partial ', metadata: agent }),
    line({ type: 'error', content: 'Model overloaded', metadata: agent }),
    line({ type: 'end', metadata: agent }),
  ],
  noText: [line({ type: 'begin', metadata: agent }), line({ type: 'end', metadata: agent })],
  unknownType: [
    line({ type: 'begin', metadata: agent }),
    line({ type: 'tool-call', content: 'lookup()', metadata: agent }),
    line({ type: 'item', content: 'Done.', metadata: agent }),
    line({ type: 'end', metadata: agent }),
  ],
} satisfies Record<string, string[]>;

/** The same body cut into pieces of `size` characters, most of them in the middle of a line. */
export function cutEvery(body: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < body.length; i += size) pieces.push(body.slice(i, i + size));
  return pieces;
}
