/** Customer stories: the one a visitor names by company, trade or result, or the list. */
import { type Knowledge } from '../knowledge.ts';
import { isStopword, stem, words } from '../text.ts';
import { type FactAnswer, type Intent, listing } from './answer.ts';

/** The question asks for a customer story ("any shops like ours running on this?"). */
const CASE_INTENT =
  /\b((?:has|have) (?:anyone|anybody|(?:an?|any)(?: [a-z-]+){0,2} (?:shops?|stores?|merchants?|retailers?|customers?|brands?))(?: [a-z-]+){0,6} (?:used|tried|run) (?:this|it|vendorhub)|(?:used|using|run|running) (?:this|it|vendorhub) successfully|(?:any|is there|some|real|got|have) proof\b|how (?:another|other|a) (?:retailer|shop|store|merchant|business|brand)s?(?: like (?:us|ours|mine))? (?:used|uses|did|does)|case stud(?:y|ies)|customer stor(?:y|ies)|success stor(?:y|ies)|stories|(?:a|any|the) story (?:about|of|from)|who uses|customers like|example customers?|references?|(?:an? |any |some )?examples? of (?:an? |other |another )?(?:[a-z-]+ ){0,2}(?:someone|somebody|anyone|customers?|shops?|stores?|merchants?|retailers?|business(?:es)?|compan(?:y|ies)|brands?|clients?)|customers? who (?:runs?|uses?|sells?)|(?:got |any |some )examples? (?:with|from|in) (?!(?:the |your |an? )?(?:api|docs?|documentation|code|json|csv|curl|requests?|responses?)\b)|(?:shops?|stores?|merchants?|business(?:es)?) like (?:mine|ours|us)|(?:anyone|anybody|shops?|stores?|merchants?|retailers?) (?:actually )?(?:running|using) (?:on )?(?:this|it|vendorhub)|got (?:this|it) working|(?:shops?|stores?|merchants?|retailers?|compan(?:y|ies)|business(?:es)?|brands?|customers?) (?:that|who|which) (?:used|uses|use|switched to|runs? on) (?:this|it|vendorhub|you))\b/;

/** Words past which a request for customer stories describes the one it wants, not the list. */
const CASE_CONTEXT_WORDS = 4;

const GENERIC_INDUSTRY = /^(?:retail|retailers?|stores?|shops?|supplies|supply|goods|products?)$/;

function caseStudyAnswer(knowledge: Knowledge, text: string, tokens: string[]): FactAnswer | null {
  const named = knowledge.caseStudies.find((s) => tokens.includes(s.company.toLowerCase()));
  if (!named && !CASE_INTENT.test(text)) return null;
  const stems = new Set(tokens.map(stem));
  const { industryWords } = knowledge.vocabulary;
  // "An apparel retailer": "Adult retail" shares only the word every shop's industry could have.
  const byIndustry = knowledge.caseStudies.find(
    (s) =>
      words(s.industry).some((w) => !GENERIC_INDUSTRY.test(w) && stems.has(stem(w))) ||
      tokens.some((t) => industryWords[words(s.industry)[0] ?? '']?.includes(t)),
  );
  const study = named ?? byIndustry;
  if (study)
    return {
      id: `case-study:${study.slug}`,
      text: `${study.company} (${study.industry}): ${study.summary}`,
      more: study.story,
      links: [{ label: `${study.company} case study`, url: `/case-studies/${study.slug}` }],
    };
  const list = knowledge.caseStudies.map((s) => `${s.company} (${s.industry})`);
  return {
    id: 'case-studies',
    text: `Our customer stories include ${listing(list)}.`,
    links: [{ label: 'Case studies', url: '/case-studies' }],
    // "Any case study of someone with a US and a Canada store?" describes the one it wants:
    // a story that surely covers it answers instead of the list.
    ...(tokens.filter((t) => !isStopword(t)).length > CASE_CONTEXT_WORDS ? { partial: true } : {}),
  };
}

const story = (answer: FactAnswer | null) => (answer?.id.startsWith('case-study:') ? answer : null);

/** "Do you have case studies?" then "any with adult stores?": a story, not the adult vendors. */
export const caseStudyFollowUpIntent: Intent = {
  name: 'case-study-follow-up',
  match: (q) => CASE_INTENT.test(q.previousLower ?? '') && q.contentWords.length <= 4,
  answer: (q, _c, bot) => story(caseStudyAnswer(bot.knowledge, `case studies ${q.text}`, q.tokens)),
};

/** "What did Evertail pay in setup fees?" asks about the story, not today's fee list. */
export const caseStudyCompanyIntent: Intent = {
  name: 'case-study-company',
  final: true,
  match: (q, _c, bot) =>
    bot.knowledge.caseStudies.some((s) => q.tokens.includes(s.company.toLowerCase())),
  answer: (q, _c, bot) => caseStudyAnswer(bot.knowledge, q.text, q.tokens),
};

/** "The pet supplies case study: what did their setup cost?" */
export const caseStudyRequestIntent: Intent = {
  name: 'case-study-request',
  match: (q) => CASE_INTENT.test(q.text),
  answer: ({ text, tokens, previous }, _c, { knowledge }) =>
    story(caseStudyAnswer(knowledge, text, tokens)) ??
    // "Which vendors do you have for adult stores?" then "any case study from that industry?"
    (previous ? story(caseStudyAnswer(knowledge, text, [...tokens, ...previous.tokens])) : null),
};

/** "Tell me about the Evertail case study" then "what plan were they on?" */
export const caseStudyPronounIntent: Intent = {
  name: 'case-study-pronoun',
  match: (q) => !!q.previous && /\b(?:they|their|them)\b/.test(q.text),
  answer: (q, _c, bot) =>
    story(caseStudyAnswer(bot.knowledge, q.previous!.text, q.previous!.tokens)),
};

/** "Has anyone used this with adult product distributors?" asks for a story, not the vendor list. */
export const caseStudyAskIntent: Intent = {
  name: 'case-study-ask',
  match: (q) => CASE_INTENT.test(q.text),
  answer: (q, _c, bot) => caseStudyAnswer(bot.knowledge, q.text, q.tokens),
};
