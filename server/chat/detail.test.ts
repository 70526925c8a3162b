import { describe, expect, it } from 'vitest';
import { useBot } from '#tests/bot/use-bot.ts';
import { createBot } from './bot.ts';
import { factReply } from './compose.ts';
import { detailOf, moreDetail, type Reading } from './detail.ts';
import { loadKnowledge } from './knowledge.ts';

const vendor = factReply({
  id: 'vendor:nora',
  text: 'Nora Lighting is live in our catalogue and comes with Basic and Plus. It is a pre-built integration by FTP, set up free. Nora Lighting is known for LED lighting.',
  links: [{ label: 'Nora Lighting', url: '/vendor-integrations/nora' }],
});

/** A reply of the given text, with a link, as a previous turn's answer. */
const answerOf = (text: string) =>
  factReply({ id: 'faq:test', text, links: [{ label: 'FAQ', url: '/faq' }] });

describe('detailOf', () => {
  it('gives the one sentence that answers, with the subject for its "it", and the links', () => {
    const detail = detailOf(vendor, 'is that through ftp or api?');
    expect(detail?.body).toBe('Nora Lighting is a pre-built integration by FTP, set up free.');
    expect(detail?.reply).toContain('[Nora Lighting](/vendor-integrations/nora)');
  });

  it('gives the whole step or bullet that holds the answering sentence', () => {
    const steps = answerOf(
      '1. Send us a request.\n2. If your store requires a code, add it. You find it under Settings > Users.\n3. Approve the request.',
    );
    expect(detailOf(steps, 'where is the code?')?.body).toBe(
      'If your store requires a code, add it. You find it under Settings > Users.',
    );
  });

  it('gives the bullet when two of its sentences answer as well, and nothing for two bullets', () => {
    const bullets = answerOf(
      'Apps keep working.\n- Token: paste the new token.\n- Scopes: change the scopes here. Add the order scopes if they are missing.',
    );
    expect(detailOf(bullets, 'which scopes?')?.body).toBe(
      'Scopes: change the scopes here. Add the order scopes if they are missing.',
    );
    const two = answerOf('Apps keep working.\n- Scopes: change them.\n- Order scopes: add them.');
    expect(detailOf(two, 'which scopes?')).toBeNull();
  });

  it('gives "how do I…" of numbered steps the steps from the one that does it to the last', () => {
    const steps = answerOf(
      '1. Send us a request.\n2. Review the permissions and approve the request.\n3. We connect the store.\n- A note after the steps.',
    );
    expect(detailOf(steps, 'how do I approve it?')?.body).toBe(
      '2. Review the permissions and approve the request.\n3. We connect the store.',
    );
    // Asked where, what or how many, the one step.
    expect(detailOf(steps, 'what do I approve?')?.body).toBe(
      'Review the permissions and approve the request.',
    );
    expect(detailOf(steps, 'how many permissions do I approve?')?.body).toBe(
      'Review the permissions and approve the request.',
    );
  });

  const trial = answerOf(
    'Every plan starts with a 14-day free trial. A card is asked for at checkout.',
  );
  const days = 'Every plan starts with a 14-day free trial.';
  const free = 'Nora Lighting is a pre-built integration by FTP, set up free.';
  const byPlan = answerOf(
    'First replies by plan: Premium about 2 hours, Plus within 8 business hours and Basic within 24 hours.',
  );
  const bracketed = answerOf('It needs: products, orders (all of them), files and locations.');
  it.each([
    // "How long": the sentence that states a duration.
    ['how many days is it?', trial, days],
    ['how long is it?', trial, days],
    ['how many cards is it?', trial, null],
    // "What does it cost?": the sentence that states an amount or that it is free.
    ['what does it cost?', vendor, free],
    ['is that free?', vendor, free],
    ['what does it sell?', vendor, null],
    // "How does it connect?": the sentence that names the way.
    ['how does it connect?', vendor, free],
    // Each item of a list after a colon answers on its own, after the lead; the last after "and".
    ['and on plus?', byPlan, 'First replies by plan: Plus within 8 business hours.'],
    ['and basic?', byPlan, 'First replies by plan: Basic within 24 hours.'],
    // An item in brackets may hold a list of its own: the sentence stays whole.
    ['and files?', bracketed, null],
  ])('gives %j the sentence that states what it asks, or none', (question, reply, body) => {
    expect(detailOf(reply, question)?.body ?? null).toBe(body);
  });

  it.each([
    // Two sentences answer equally: no one detail.
    ['what about nora lighting'],
    // No sentence holds half of what is asked.
    ['which ftp server, port and folder do they use?'],
    // Only pointing words and everyday verbs: nothing is asked.
    ['does that one work?'],
  ])('keeps the whole reply for %j', (question) => {
    expect(detailOf(vendor, question)).toBeNull();
  });
});

describe('moreDetail', () => {
  const story = {
    id: 'case-study:test',
    text: 'Petshop (Pet supplies): a two-person team connected four distributors.',
    links: [{ label: 'Petshop case study', url: '/case-studies/petshop' }],
    more: [
      'Petshop sells toys for dogs from its distributors in its online store.',
      'On the Plus plan, Petshop set up two integrations, $300 each.',
      '- About 25 hours a week returned to the team.',
    ].join('\n'),
  };
  const words = (text: string) => new Set(text.toLowerCase().match(/[\w$]+/g));
  // "store" is in most passages, "closest" in none: one tells far more than the other.
  const weights: Record<string, number> = { store: 0.2, closest: 5 };
  const reading: Reading = { wordsOf: words, weigh: (w) => weights[w] ?? 1 };

  it.each([
    ['which plan were they on?', 'On the Plus plan, Petshop set up two integrations, $300 each.'],
    ['how many hours a week did it save?', 'About 25 hours a week returned to the team.'],
    // The words the reply already says name the story, not the detail: "distributors" is there.
    ['how many distributors?', story.text],
    // A word most passages hold does not make a line the answer to a word none holds.
    ['which one is closest to a pet store?', story.text],
  ])('after the summary, gives %j the line of the rest that says it, or the summary', (q, body) => {
    expect(moreDetail(story, q, reading, true).body).toBe(body);
  });

  it('gives the line, then the summary the visitor has not read yet', () => {
    expect(moreDetail(story, 'which plan were they on?', reading).body).toBe(
      `On the Plus plan, Petshop set up two integrations, $300 each.\n\n${story.text}`,
    );
  });

  it('has nothing to add to a fact that says all there is', () => {
    const all = { ...story, more: undefined };
    expect(moreDetail(all, 'which plan were they on?', reading).body).toBe(story.text);
  });
});

describe('a question about one detail of a story or a role', () => {
  const answer = useBot();

  it('gets the line that says it, then the summary, which it has not read yet', () => {
    const { reply } = answer('How many years of experience do you want for the React job?');
    expect(reply).toMatch(
      /^3\+ years of professional experience with React and TypeScript\.\n\nWe are hiring a Middle React/,
    );
  });

  it('after the summary, gets the line alone', () => {
    const { reply } = answer('which plan were they on?', {
      previous: 'Tell me about the FixtureFarm case study',
    });
    expect(reply).toMatch(/^FixtureFarm moved to the Premium plan[^\n]*\n\nRead more: /);
  });
});

describe('a follow-up that asks one detail', () => {
  const answer = useBot();

  it('gets that detail, never the previous reply again', () => {
    const previous = "do you guys support honey's place";
    const before = answer(previous).reply;
    const { reply } = answer('is that through api or ftp', { previous });
    expect(reply).not.toBe(before);
    expect(reply).toMatch(/^Honey's Place is a pre-built integration by API/);
  });

  it('reads "plans" as the plans a sentence names', () => {
    const { reply } = answer('which plans?', { previous: 'do you work with quorum' });
    expect(reply).toMatch(
      /^Quorum International is live .* comes with Basic, Plus, Premium and Enterprise\.\n/,
    );
  });

  it('asked again word for word, gets the same reply', () => {
    const previous = "do you guys support honey's place";
    expect(answer(previous, { previous }).reply).toBe(answer(previous).reply);
  });
});

describe('the replies the bot keeps', () => {
  it('are the replies it would work out again', () => {
    const knowledge = loadKnowledge();
    const keeping = createBot(knowledge);
    const fresh = createBot(knowledge, { recentReplies: 0 });
    const turns: [string, string | undefined][] = [
      ["do you guys support honey's place", undefined],
      ['is that through api or ftp', "do you guys support honey's place"],
      ['What does Premium cost, how many stores, and is there a trial?', undefined],
      ['SKUs are fine, I checked, what else?', 'a few products fail the health check'],
    ];
    for (let round = 0; round < 2; round++)
      for (const [question, previous] of turns)
        expect(keeping.answer(question, { previous })).toEqual(
          fresh.answer(question, { previous }),
        );
  }, 60_000);
});
