/** Open roles: the one a visitor names or describes, or the list. */
import { renderBlock } from '../answer-blocks.ts';
import { type JobFact, type Knowledge } from '../knowledge.ts';
import { ownWords, stem, tokenize, words } from '../text.ts';
import { type Intent, count, type FactAnswer, listing, lowerFirst, sentencesOf } from './answer.ts';

// Not "hire": "do I need to hire someone?" is about setup help.
// Not "opening": "without opening your dashboard" is not about jobs.
// Not "application" alone: "the scopes your application requests" is about the app.
const JOB_INTENT =
  /^(jobs?|hiring|positions?|openings|vacanc(?:y|ies)|careers?|roles?|recruiting|experience)$/;

/** "The hourly job", "a cron job", "a push job": a task the software runs, not a position. */
const WORK_RUN =
  /^(?:hourly|nightly|daily|weekly|cron|sync|push|import|export|background|batch|scheduled|print|queue|worker|etl)$/;

const ACCESS_ROLE =
  /^(?:limited|user|admin|access|permission|staff|custom|restricted|read|viewer)$/;

function jobAnswer(
  knowledge: Knowledge,
  tokens: string[],
  /** The words the FAQ and the documentation use, as written ('go' is there, 'golang' is not). */
  helpWords: ReadonlySet<string>,
  previousTokens: string[] = [],
  /** What is asked of the role: the question, also when the role is the previous one's. */
  asked = tokens.join(' '),
): FactAnswer | null {
  const text = tokens.join(' ');
  // "I applied 8 months ago, do you still have my CV on file?" asks how long it is kept, and
  // so does "and job applications?" after "how long do you keep contact form messages?".
  const kept =
    /\b(?:still have|keep|kept|on file|delete|deleted|stored|retain|retained|(?:hang|hold) on ?to)\b/;
  const asksKept = kept.test(text) || kept.test(previousTokens.join(' '));
  if (asksKept && /\b(?:cv|resume|applications?|applied)\b/.test(text)) return null;
  const { distinctive, titles: titleText } = readJobs(knowledge.jobs);
  const stems = new Set(tokens.map(stem));
  const scored = knowledge.jobs
    .map((job, i) => ({ job, hits: distinctive[i]!.filter((w) => stems.has(w)) }))
    .filter((s) => s.hits.length > 0)
    .sort((a, b) => b.hits.length - a.hits.length);
  const intent =
    tokens.some(
      (t, i) =>
        JOB_INTENT.test(t) &&
        !WORK_RUN.test(tokens[i - 1] ?? '') &&
        // "a limited role on the dashboard", "user roles": a permission, not a position.
        !(/^roles?$/.test(t) && ACCESS_ROLE.test(tokens[i - 1] ?? '')),
    ) ||
    // "what jobs are open?" then "is the support one remote?"
    previousTokens.some((t) => JOB_INTENT.test(t)) ||
    /\b(?:work (?:for|at) (?:you|vendorhub)|join (?:you|your team|the team)|(?:an?|any|job) opening|job application|application form|my application|(?:send|submit|email) (?:you )?(?:an? |my )?(?:application|resume|cv)|how (?:do|can) i apply)\b/.test(
      text,
    );
  const applies = tokens.includes('apply') || tokens.includes('join');
  // "For the customer support specialist opening, what hours would I work?": a role named
  // by its whole title is the topic, even without a word about jobs.
  const titled = knowledge.jobs.find((_, i) => ` ${text} `.includes(` ${titleText[i]} `));
  if (titled) return oneJob(titled, asked);
  // "Tell me about the Go developer job" then "is it remote?": still that job.
  if (scored.length === 0 && previousTokens.length > 0 && intent) {
    const before = jobAnswer(knowledge, previousTokens, helpWords, [], asked);
    if (before?.id.startsWith('job:')) return before;
  }
  const best = scored[0];
  // "golang junior reqs": two words of one title that the FAQ and the docs never use name the
  // role without a word about jobs ("customer support hours" does not).
  const rare = best
    ? words(best.job.title).filter((w) => best.hits.includes(stem(w)) && !helpWords.has(w)).length
    : 0;
  if (best && (intent || applies || rare >= 2) && best.hits.length > (scored[1]?.hits.length ?? 0))
    return oneJob(best.job, asked);
  if (!intent) return null;
  // "I build flows in Zapier and Make all day, is there an opening that fits me?": the
  // role whose description alone names what the visitor does.
  if (scored.length === 0) {
    const described = ownWords(knowledge.jobs.map((job) => new Set(tokenize(job.details))));
    const [top, next] = knowledge.jobs
      .map((job, i) => ({ job, hits: described[i]!.filter((w) => stems.has(w)).length }))
      .sort((a, b) => b.hits - a.hits);
    if (top && top.hits >= 2 && top.hits > (next?.hits ?? 0)) return oneJob(top.job, asked);
  }
  const titles = knowledge.jobs.map((job) => job.title);
  const remote = knowledge.jobs.every((job) => /^remote\b/i.test(job.location)) ? 'remote ' : '';
  return {
    id: 'jobs',
    text: `We are hiring for ${count(titles.length, `${remote}position`, `${remote}positions`)}: ${listing(titles)}. Each has an Apply Now link on the careers page.`,
    links: [{ label: 'Careers', url: '/careers' }],
  };
}

const readJobsOnce = new WeakMap<JobFact[], { distinctive: string[][]; titles: string[] }>();

/** Each title's words, and its stems no other title holds: read once, not for every question. */
function readJobs(jobs: JobFact[]) {
  const read = readJobsOnce.get(jobs) ?? {
    distinctive: ownWords(jobs.map((job) => new Set(words(job.title).map(stem)))),
    titles: jobs.map((job) => words(job.title).join(' ')),
  };
  readJobsOnce.set(jobs, read);
  return read;
}

/** "What are the requirements?", "what would I do?": the role's list that answers. */
const ASKS_NEEDS = /\b(?:requirements?|reqs|qualifications?|skills?|need to (?:know|have))\b/;
const ASKS_DUTIES = /\b(?:responsibilit\w*|duties|day to day|what (?:would|will|do) i do)\b/;

const oneJob = (job: JobFact, asked = ''): FactAnswer => {
  const [label, items] = ASKS_NEEDS.test(asked)
    ? ['What we look for', job.qualifications]
    : ASKS_DUTIES.test(asked)
      ? ['What you will do', job.responsibilities]
      : [];
  const list = items ? `\n\n${label}:\n${renderBlock({ kind: 'ul', items })}` : '';
  // Each duty and requirement a sentence of its own: a question about one is answered by it.
  const lines = [...job.responsibilities, ...job.qualifications].map((line) => `${line}.`);
  return {
    id: `job:${job.slug}`,
    text: `We are hiring a ${job.title}, ${lowerFirst(job.location)}. ${sentencesOf(job.description)[0] ?? ''}${list}`,
    more: `${job.description}\n${renderBlock({ kind: 'ul', items: lines })}`,
    links: [
      { label: 'Apply now', url: `/application?position=${encodeURIComponent(job.title)}` },
      { label: 'About the role', url: `/careers#${job.slug}` },
    ],
  };
};

export const jobIntent: Intent = {
  name: 'jobs',
  answer: (q, _c, bot) => jobAnswer(bot.knowledge, q.tokens, bot.commonWords, q.previous?.tokens),
};
