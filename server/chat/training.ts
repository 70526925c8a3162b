/**
 * Visitors' own wordings, attached to the passages that answer them: the
 * tuning questions of `npm run bench:bot` (and the first and third held-out
 * sets, which became tuning material once their misses were read), and two or three
 * wordings written for every FAQ entry and documentation section
 * (passage-wordings.ts). Retrieval indexes them
 * beside each passage's title and text, so a passage is also found by the
 * words visitors use for it ("my price jumped back", "hook up my shop"), not
 * only by the words the page uses.
 *
 * The other held-out sets (held-out-questions-2.ts and -4.ts to -7.ts) are never imported
 * here: their scores measure how well these wordings carry over to
 * questions nobody has seen.
 */
import { fileURLToPath } from 'node:url';
import { caseStudies } from '../../app/content/case-studies.ts';
import { releaseNotes } from '../../app/content/releases.ts';
import { vendorProfiles } from '../../app/content/vendor-profiles.ts';
import { heldOutQuestions } from './held-out-questions.ts';
import { heldOutQuestions3 } from './held-out-questions-3.ts';
import { passageWordings } from './passage-wordings.ts';
import { botQuestions, type BotQuestion } from './questions.ts';
import { tuningQuestions2 } from './tuning-questions-2.ts';
import { tuningQuestions3 } from './tuning-questions-3.ts';
import { tuningQuestions4 } from './tuning-questions-4.ts';
import { tuningQuestions5 } from './tuning-questions-5.ts';
import { tuningQuestions6 } from './tuning-questions-6.ts';
import { tuningQuestions7 } from './tuning-questions-7.ts';
import { tuningQuestions8 } from './tuning-questions-8.ts';
import { tuningQuestions10 } from './tuning-questions-10.ts';
import { tuningQuestions11 } from './tuning-questions-11.ts';
import { tuningQuestions12 } from './tuning-questions-12.ts';
import { tuningQuestions13 } from './tuning-questions-13.ts';
import { tuningQuestions14 } from './tuning-questions-14.ts';
import { tuningQuestions15 } from './tuning-questions-15.ts';
import { tuningQuestions16 } from './tuning-questions-16.ts';
import { tuningQuestions17 } from './tuning-questions-17.ts';
import { tuningQuestions18 } from './tuning-questions-18.ts';
import { tuningQuestions19 } from './tuning-questions-19.ts';
import { tuningQuestions20 } from './tuning-questions-20.ts';
import { tuningQuestions21 } from './tuning-questions-21.ts';
import { tuningQuestions22 } from './tuning-questions-22.ts';
import { tuningQuestions23 } from './tuning-questions-23.ts';
import { tuningQuestions24 } from './tuning-questions-24.ts';
import { tuningQuestions25 } from './tuning-questions-25.ts';
import { tuningQuestions26 } from './tuning-questions-26.ts';
import { tuningQuestions27 } from './tuning-questions-27.ts';
import { tuningQuestions28 } from './tuning-questions-28.ts';
import { tuningQuestions29 } from './tuning-questions-29.ts';
import { tuningQuestions30 } from './tuning-questions-30.ts';
import { tuningQuestions31 } from './tuning-questions-31.ts';
import { tuningQuestions32 } from './tuning-questions-32.ts';
import { tuningQuestions33 } from './tuning-questions-33.ts';
import { tuningQuestions34 } from './tuning-questions-34.ts';
import { tuningQuestions35 } from './tuning-questions-35.ts';
import { tuningQuestions36 } from './tuning-questions-36.ts';
import { tuningQuestions37 } from './tuning-questions-37.ts';
import { tuningQuestions38 } from './tuning-questions-38.ts';
import { tuningQuestions40 } from './tuning-questions-40.ts';
import { tuningQuestions41 } from './tuning-questions-41.ts';
import { tuningQuestions42 } from './tuning-questions-42.ts';
import { tuningQuestions43 } from './tuning-questions-43.ts';
import { tuningQuestions44 } from './tuning-questions-44.ts';
import { tuningQuestions45 } from './tuning-questions-45.ts';
import { tuningQuestions46 } from './tuning-questions-46.ts';
import { tuningQuestions47 } from './tuning-questions-47.ts';
import { tuningQuestions48 } from './tuning-questions-48.ts';
import { tuningQuestions49 } from './tuning-questions-49.ts';
import { tuningQuestions50 } from './tuning-questions-50.ts';
import { tuningQuestions51 } from './tuning-questions-51.ts';
import { tuningQuestions52 } from './tuning-questions-52.ts';
import { tuningQuestions53 } from './tuning-questions-53.ts';
import { tuningQuestions54 } from './tuning-questions-54.ts';
import { tuningQuestions55 } from './tuning-questions-55.ts';
import { tuningQuestions56 } from './tuning-questions-56.ts';
import { tuningQuestions57 } from './tuning-questions-57.ts';
import { tuningQuestions58 } from './tuning-questions-58.ts';
import { tuningQuestions59 } from './tuning-questions-59.ts';
import { tuningQuestions60 } from './tuning-questions-60.ts';
import { tuningQuestions61 } from './tuning-questions-61.ts';
import { tuningQuestions62 } from './tuning-questions-62.ts';
import { tuningQuestions63 } from './tuning-questions-63.ts';
import { tuningQuestions64 } from './tuning-questions-64.ts';
import { tuningQuestions65 } from './tuning-questions-65.ts';
import { tuningQuestions66 } from './tuning-questions-66.ts';
import { tuningQuestions67 } from './tuning-questions-67.ts';
import { tuningQuestions68 } from './tuning-questions-68.ts';
import { tuningQuestions69 } from './tuning-questions-69.ts';
import { tuningQuestions70 } from './tuning-questions-70.ts';
import { tuningQuestions71 } from './tuning-questions-71.ts';
import { tuningQuestions72 } from './tuning-questions-72.ts';
import { tuningQuestions73 } from './tuning-questions-73.ts';
import { tuningQuestions74 } from './tuning-questions-74.ts';
import { tuningQuestions9 } from './tuning-questions-9.ts';

/** The tuning sets, one JSONL file each (corpus.ts reads them). */
export const CORPUS_DIR = fileURLToPath(new URL('./corpus', import.meta.url));

export interface QuestionSet {
  /** As `npm run bench:bot` names it. */
  name: string;
  /** Why its score is only reported, when it is ('now tuning'). */
  note?: string;
  questions: BotQuestion[];
  /** The share of right first sources the set should reach, when it has a target. */
  target?: number;
}

/**
 * Every set the bot learns from, in the order their wordings are indexed.
 * `npm run bench:bot` scores each, and `-- --folds` leaves each out in turn.
 */
export const trainingSets: QuestionSet[] = [
  { name: 'tuning', questions: botQuestions, target: 0.95 },
  { name: 'tuning, second batch', questions: tuningQuestions2, target: 0.95 },
  { name: 'tuning, third batch', questions: tuningQuestions3, target: 0.95 },
  { name: 'tuning, fourth batch', questions: tuningQuestions4, target: 0.95 },
  { name: 'tuning, fifth batch', questions: tuningQuestions5, target: 0.95 },
  { name: 'tuning, sixth batch', questions: tuningQuestions6, target: 0.95 },
  { name: 'tuning, seventh batch', questions: tuningQuestions7, target: 0.95 },
  { name: 'tuning, eighth batch', questions: tuningQuestions8, target: 0.95 },
  { name: 'tuning, ninth batch', questions: tuningQuestions9, target: 0.95 },
  { name: 'tuning, tenth batch', questions: tuningQuestions10, target: 0.95 },
  { name: 'tuning, eleventh batch', questions: tuningQuestions11, target: 0.95 },
  { name: 'tuning, twelfth batch', questions: tuningQuestions12, target: 0.95 },
  { name: 'tuning, thirteenth batch', questions: tuningQuestions13, target: 0.95 },
  { name: 'tuning, fourteenth batch', questions: tuningQuestions14, target: 0.95 },
  { name: 'tuning, fifteenth batch', questions: tuningQuestions15, target: 0.95 },
  { name: 'tuning, sixteenth batch', questions: tuningQuestions16, target: 0.95 },
  { name: 'tuning, seventeenth batch', questions: tuningQuestions17, target: 0.95 },
  { name: 'tuning, eighteenth batch', questions: tuningQuestions18, target: 0.95 },
  { name: 'tuning, nineteenth batch', questions: tuningQuestions19, target: 0.95 },
  { name: 'tuning, twentieth batch', questions: tuningQuestions20, target: 0.95 },
  { name: 'tuning, twenty-first batch', questions: tuningQuestions21, target: 0.95 },
  { name: 'tuning, twenty-second batch', questions: tuningQuestions22, target: 0.95 },
  { name: 'tuning, twenty-third batch', questions: tuningQuestions23, target: 0.95 },
  { name: 'tuning, twenty-fourth batch', questions: tuningQuestions24, target: 0.95 },
  { name: 'tuning, twenty-fifth batch', questions: tuningQuestions25, target: 0.95 },
  { name: 'tuning, twenty-sixth batch', questions: tuningQuestions26, target: 0.95 },
  { name: 'tuning, twenty-seventh batch', questions: tuningQuestions27, target: 0.95 },
  { name: 'tuning, twenty-eighth batch', questions: tuningQuestions28, target: 0.95 },
  { name: 'tuning, twenty-ninth batch', questions: tuningQuestions29, target: 0.95 },
  { name: 'tuning, thirtieth batch', questions: tuningQuestions30, target: 0.95 },
  { name: 'tuning, thirty-first batch', questions: tuningQuestions31, target: 0.95 },
  { name: 'tuning, thirty-second batch', questions: tuningQuestions32, target: 0.95 },
  { name: 'tuning, thirty-third batch', questions: tuningQuestions33, target: 0.95 },
  { name: 'tuning, thirty-fourth batch', questions: tuningQuestions34, target: 0.95 },
  { name: 'tuning, thirty-fifth batch', questions: tuningQuestions35, target: 0.95 },
  { name: 'tuning, thirty-sixth batch', questions: tuningQuestions36, target: 0.95 },
  { name: 'tuning, thirty-seventh batch', questions: tuningQuestions37, target: 0.95 },
  { name: 'tuning, thirty-eighth batch', questions: tuningQuestions38, target: 0.95 },
  { name: 'tuning, fortieth batch', questions: tuningQuestions40, target: 0.95 },
  { name: 'tuning, forty-first batch', questions: tuningQuestions41, target: 0.95 },
  { name: 'tuning, forty-second batch', questions: tuningQuestions42, target: 0.95 },
  { name: 'tuning, forty-third batch', questions: tuningQuestions43, target: 0.95 },
  { name: 'tuning, forty-fourth batch', questions: tuningQuestions44, target: 0.95 },
  { name: 'tuning, forty-fifth batch', questions: tuningQuestions45, target: 0.95 },
  { name: 'tuning, forty-sixth batch', questions: tuningQuestions46, target: 0.95 },
  { name: 'tuning, forty-seventh batch', questions: tuningQuestions47, target: 0.95 },
  { name: 'tuning, forty-eighth batch', questions: tuningQuestions48, target: 0.95 },
  { name: 'tuning, forty-ninth batch', questions: tuningQuestions49, target: 0.95 },
  { name: 'tuning, fiftieth batch', questions: tuningQuestions50, target: 0.95 },
  { name: 'tuning, fifty-first batch', questions: tuningQuestions51, target: 0.95 },
  { name: 'tuning, fifty-second batch', questions: tuningQuestions52, target: 0.95 },
  { name: 'tuning, fifty-third batch', questions: tuningQuestions53, target: 0.95 },
  { name: 'tuning, fifty-fourth batch', questions: tuningQuestions54, target: 0.95 },
  { name: 'tuning, fifty-fifth batch', questions: tuningQuestions55, target: 0.95 },
  { name: 'tuning, fifty-sixth batch', questions: tuningQuestions56, target: 0.95 },
  { name: 'tuning, fifty-seventh batch', questions: tuningQuestions57, target: 0.95 },
  { name: 'tuning, fifty-eighth batch', questions: tuningQuestions58, target: 0.95 },
  { name: 'tuning, fifty-ninth batch', questions: tuningQuestions59, target: 0.95 },
  { name: 'tuning, sixtieth batch', questions: tuningQuestions60, target: 0.95 },
  { name: 'tuning, sixty-first batch', questions: tuningQuestions61, target: 0.95 },
  { name: 'tuning, sixty-second batch', questions: tuningQuestions62, target: 0.95 },
  { name: 'tuning, sixty-third batch', questions: tuningQuestions63, target: 0.95 },
  { name: 'tuning, sixty-fourth batch', questions: tuningQuestions64, target: 0.95 },
  { name: 'tuning, sixty-fifth batch', questions: tuningQuestions65, target: 0.95 },
  { name: 'tuning, sixty-sixth batch', questions: tuningQuestions66, target: 0.95 },
  { name: 'tuning, sixty-seventh batch', questions: tuningQuestions67, target: 0.95 },
  { name: 'tuning, sixty-eighth batch', questions: tuningQuestions68, target: 0.95 },
  { name: 'tuning, sixty-ninth batch', questions: tuningQuestions69, target: 0.95 },
  { name: 'tuning, seventieth batch', questions: tuningQuestions70, target: 0.95 },
  { name: 'tuning, seventy-first batch', questions: tuningQuestions71, target: 0.95 },
  { name: 'tuning, seventy-second batch', questions: tuningQuestions72, target: 0.95 },
  { name: 'tuning, seventy-third batch', questions: tuningQuestions73, target: 0.95 },
  { name: 'tuning, seventy-fourth batch', questions: tuningQuestions74, target: 0.95 },
  { name: 'seen held-out', note: 'now tuning', questions: heldOutQuestions },
  { name: 'seen held-out, third set', note: 'now tuning', questions: heldOutQuestions3 },
  { name: 'passage wordings', questions: passageWordings },
];

export const trainingQuestions: BotQuestion[] = trainingSets.flatMap((set) => set.questions);

/**
 * Vendor pages, case studies and releases are passages too ('vendor:amazon',
 * 'case-study:evertail', 'release:2.1.0'); a vendor without a page is
 * answered by rules only.
 */
const pageIds = new Set([
  ...Object.keys(vendorProfiles).map((slug) => `vendor:${slug}`),
  ...caseStudies.map((story) => `case-study:${story.slug}`),
  ...releaseNotes.map((release) => `release:${release.version}`),
]);

/** Passages that take wordings, as a question expects them. */
export const takesWordings = (id: string) =>
  /^(faq|company):|^(doc|page):[^#]+#/.test(id) || pageIds.has(id);

/** A whole documentation article ('doc:connect-shopify'), whose opening outlines it. */
const ARTICLE = /^doc:[^#]+$/;

/**
 * Passage id → wordings. Only passages take wordings (FAQ entries, sections
 * of the documentation and of the legal pages named exactly, vendor pages,
 * case studies and releases); other facts are answered by rules. A question about
 * a vendor teaches its page, not the FAQ entry listed after it ("ship my
 * Shopify orders from Amazon FBA" taught the platforms FAQ; leave one set
 * out 85.9% to 86.3%).
 *
 * A wording goes to the first passage its question expects, the one that
 * answers it most directly. The others are also right answers, but a wording
 * on each made the broad passages (plan limits, the Shopify app steps) collect
 * every question near them and outrank the passage that says the answer
 * (leave one set out: 85.1% with a wording on every passage, 85.9% on the first).
 * When the first is a whole article ("how do i connect my shopify store" →
 * the Shopify connection guide), the wording goes to the article's opening,
 * which outlines it, not to another article's section listed next (leave one
 * set out 89.2% to 89.4% of 4,300 questions); a whole page or article listed
 * later does not say which section answers, so it takes none.
 *
 * A follow-up is only meaningful after its previous turn, so it is left out, and so is a
 * question marked `wording: false` (it mixes in a topic the site does not answer).
 */
export function askedAsByPassage(
  questions: BotQuestion[] = trainingQuestions,
): Map<string, string[]> {
  const byPassage = new Map<string, string[]>();
  for (const { question, previous, expected, wording } of questions) {
    if (previous || wording === false) continue;
    const id = ARTICLE.test(expected[0]!) ? expected[0] : expected.find(takesWordings);
    if (!id) continue;
    const list = byPassage.get(id) ?? [];
    list.push(question);
    byPassage.set(id, list);
  }
  return byPassage;
}
