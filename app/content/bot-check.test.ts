import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { botContent, checkBotContent, findCoveredTopics, markdownSections } from './bot-check';
import { unlistedTopics } from './bot-topics';
import { faqEntries, pricingFaq } from './faq';
import type { FaqEntry, UnlistedTopic } from './schema';

const docsDir = path.join(import.meta.dirname, 'docs');
const articles = readdirSync(docsDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ name: file, text: readFileSync(path.join(docsDir, file), 'utf8') }));
const faq = [...faqEntries, ...pricingFaq];
const content = botContent;

const affiliate: UnlistedTopic = {
  id: 'affiliate',
  phrases: ['affiliate', 'referral (program|programme)', 'commission ... refer*'],
  unless: ['your'],
  label: 'an affiliate program',
};
const faqEntry = (answer: string): FaqEntry => ({
  id: 'partners',
  category: 'General',
  question: 'Do you have a partner program?',
  answer,
});

describe('checkBotContent', () => {
  it('passes on the content as it is', () => {
    expect(checkBotContent(content, { faq, articles })).toEqual([]);
  });

  it('fails when an FAQ entry starts to cover an unlisted topic', () => {
    const covering = faqEntry('Yes: our affiliate program pays 20% of your first year.');
    const problems = checkBotContent(content, { faq: [...faq, covering], articles });
    expect(problems).toEqual([expect.stringMatching(/^FAQ partners covers "[^"]+".*"affiliate"/)]);
  });

  it('fails when a documentation section starts to cover an unlisted topic', () => {
    const article = {
      name: 'partners.md',
      text: '# Partners\n\nIntro.\n\n## Referrals\n\nOur referral program pays.',
    };
    const problems = checkBotContent(content, { faq, articles: [...articles, article] });
    expect(problems).toEqual([expect.stringContaining('partners.md § Referrals covers')]);
  });

  it('fails on a topic with no phrases and no pattern, a bad phrase, or a duplicate id', () => {
    const broken = { id: 'broken', label: 'nothing' } as UnlistedTopic;
    const shouting = { ...affiliate, id: 'shouting', phrases: ['Affiliate'] };
    const unclosed = { ...affiliate, id: 'unclosed', phrases: ['(affiliate'] };
    expect(checkBotContent({ ...content, unlistedTopics: [broken] }, { faq, articles })).toEqual([
      expect.stringContaining('needs phrases or a pattern'),
    ]);
    expect(
      checkBotContent({ ...content, unlistedTopics: [shouting, unclosed] }, { faq, articles }),
    ).toEqual([expect.stringMatching(/lower-case[\s\S]*phrases\.ts can read/)]);
    expect(
      checkBotContent(
        { ...content, unlistedTopics: [...unlistedTopics, unlistedTopics[0]!] },
        { faq, articles },
      ),
    ).toEqual([`duplicate bot topic id: ${unlistedTopics[0]!.id}`]);
  });
});

describe('checkBotContent on the vocabulary', () => {
  it.each([
    [
      'a phrase that is not lower-case',
      { phraseTerms: [{ phrases: ['Safety Stock'], term: 'quantity delta' }] },
    ],
    [
      'a term that is not words',
      { phraseTerms: [{ phrases: ['safety stock'], term: 'Quantity_Delta' }] },
    ],
    ['an entry with no phrases', { phraseTerms: [{ term: 'quantity delta' }] }],
    ['a synonym of two words', { synonyms: { 'safety stock': 'quantity delta' } }],
    ['a shorthand in capitals', { shorthand: { Qty: 'quantity' } }],
    ['a foreign word with an accent', { foreignWords: { está: '' } }],
    ['an unreadable filler phrase', { fillerPhrases: ['(kind of'] }],
  ])('fails on %s', (_, broken) => {
    expect(
      checkBotContent({ ...content, ...broken } as typeof content, { faq, articles }),
    ).toHaveLength(1);
  });
});

describe('findCoveredTopics', () => {
  it.each([
    ['We have an affiliate program.', true],
    // `unless` is written for questions: a section that says "your" still covers the topic.
    ['Your affiliate link is on the dashboard.', true],
    // A gap pairs words far apart in a whole section.
    ['The commission of the vendor is set by the vendor. Refer to its terms.', false],
    ['We pay no commission.', false],
  ])('"%s": covered %s', (text, covered) => {
    expect(findCoveredTopics([affiliate], [{ name: 'faq', text }]).length > 0).toBe(covered);
  });
});

describe('markdownSections', () => {
  it('splits an article at its headings, named after them', () => {
    const sections = markdownSections({ name: 'a.md', text: 'Intro\n## One\nx\n### Two\ny' });
    expect(sections.map((s) => s.name)).toEqual(['a.md', 'a.md § One', 'a.md § Two']);
  });
});
