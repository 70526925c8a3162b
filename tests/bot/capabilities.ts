/**
 * What the help bot computes (tests/bot/capabilities.json): for each tool, questions as
 * visitors write them and text the reply must hold. Checked by capabilities.test.ts and
 * printed as a table by `npm run bench:bot`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const Capabilities = z.object({
  note: z.string(),
  tools: z.array(
    z.object({
      tool: z.string().min(1),
      cases: z.array(z.object({ question: z.string().min(1), expect: z.string().min(1) })).min(1),
    }),
  ),
});

export type CapabilityTool = z.infer<typeof Capabilities>['tools'][number];

export const capabilityTools: CapabilityTool[] = Capabilities.parse(
  JSON.parse(readFileSync(new URL('./capabilities.json', import.meta.url), 'utf8')),
).tools;

/** Each tool's cases the bot answers right, by asking `answer`. */
export function scoreCapabilities(answer: (question: string) => string) {
  return capabilityTools.map(({ tool, cases }) => {
    const misses = cases.filter((c) => !answer(c.question).includes(c.expect));
    return { tool, cases: cases.length, right: cases.length - misses.length, misses };
  });
}
