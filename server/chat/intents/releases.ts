/** Release notes: a version, the latest, the one before, a fix, the release a vendor arrived in. */
import { formatLongDate } from '#app/lib/dates.ts';
import { escape } from '#app/lib/phrases.ts';
import { type Knowledge, type ReleaseFact } from '../knowledge.ts';
import { contentWords, stem, words } from '../text.ts';
import { type Intent, type FactAnswer, lowerFirst } from './answer.ts';

const RELEASE_INTENT =
  /\b(releases?|version|changelog|release notes|what'?s new|new features?|(?:latest|recent|product|new) updates?|recently added|(?:ship|shipped|release|released|push|pushed) (?:an? )?(?:update|new version)|actively (?:developed|maintained|worked on)|still (?:being )?(?:developed|maintained|updated))\b/;

/** Asks whether a problem is a known bug, or fixed: the release notes' bug fixes answer. */
const BUG_QUESTION =
  /\b(?:known (?:bug|issue|problem)s?|(?:a|the|this|that) bug|bugs?\b.*\bfixed|(?:been|get|got|was|were|be) fixed|fix(?:ed)? (?:that|this|it) yet)\b/;

/** "When did two-way tag sync come out?", "which version added Excel upload?" */
const ARRIVAL =
  /\b(?:when (?:did|was|were|do|does|will)\b.*\b(?:come out|came out|add|added|release|released|introduce|introduced|launch|launched|ship|shipped|start|started|begin|began|arrive|arrived|appear|appeared|land|landed)|since when\b|(?:which|what) (?:release|version|update) (?:first )?(?:added|introduced|brought|has|had|gave)|in (?:that|the same|which|what) (?:release|version)|same release)\b/;

/** "And the one before that?", "the previous release". */
const EARLIER =
  /\bbefore (?:that|it|this)\b|\b(?:previous|prior|earlier) (?:one|release|version)\b/;

/** Asks about the newest release, or whether the product is still worked on. */
const LATEST = /\b(latest|newest|new|recent|last|current|actively|maintained|developed)\b/;

const RELEASE_WORDS =
  /^(release|releases|version|versions|update|updates|changelog|added|brought|come|came|out|start|started|begin|began|same|new|note|notes|bugs?|known|fixed)$/;

/** Content words beyond which a question without a version number is not about our releases. */
const LONG_RELEASE_QUESTION = 8;

/**
 * Of `items`, the one whose text holds most of the question's words beside its release words, at
 * least two and half of them; of those that hold as many, the first, or the last when `last`.
 */
function mostWords<T>(items: T[], text: string, textOf: (item: T) => string, last = false) {
  const wanted = new Set(contentWords(text).flatMap((w) => (RELEASE_WORDS.test(w) ? [] : stem(w))));
  const found = items.map((item) => new Set(words(textOf(item)).map(stem)));
  const hits = found.map((held) => [...wanted].filter((w) => held.has(w)).length);
  const most = Math.max(0, ...hits);
  const at = last ? hits.lastIndexOf(most) : hits.indexOf(most);
  return most >= 2 && most >= wanted.size / 2 ? items[at] : undefined;
}

/**
 * The release whose notes hold the feature the question names: one that introduced it, before one
 * that later improved it. Releases run newest first, so when the question asks when something
 * arrived (`arrival`), the last of releases that match it equally brought it.
 */
const releaseByContents = (knowledge: Knowledge, text: string, arrival = false) =>
  mostWords(knowledge.releases, text, (r) => r.notes.newFeatures.join(' '), arrival) ??
  mostWords(knowledge.releases, text, (r) => r.notes.improvements.join(' '), arrival);

/** "The release from February 11, 2025": the release of that day, as the release notes print it. */
function releaseOnDate(knowledge: Knowledge, text: string): ReleaseFact | undefined {
  const match = /\b([a-z]+) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/.exec(text);
  if (!match) return undefined;
  const said = `${match[1]} ${Number(match[2])}, ${match[3]}`;
  return knowledge.releases.find((r) => formatLongDate(r.date).toLowerCase() === said);
}

export function releaseAnswer(knowledge: Knowledge, text: string): FactAnswer | null {
  // "The Orders tab shows pending after the vendor marked it Complete. Is that a known bug?": the
  // fix in the release notes that the question describes.
  const fixes = knowledge.releases.flatMap((release) =>
    release.notes.bugFixes.map((note) => ({ release, note })),
  );
  const fix = BUG_QUESTION.test(text) ? mostWords(fixes, text, (f) => f.note) : undefined;
  if (fix)
    return releaseFact(
      fix.release,
      `That one is fixed: release ${fix.release.version} (${formatLongDate(fix.release.date)}) fixed ${lowerFirst(fix.note.replace(/^Fixed /, ''))}.`,
    );
  const arrival = ARRIVAL.test(text);
  if (!RELEASE_INTENT.test(text) && !arrival) return null;
  const version = /\b\d+\.\d+(?:\.\d+)?\b/.exec(text)?.[0];
  // "I changed the app's access and released a new version…" tells a situation, not a release question.
  if (!version && !arrival && contentWords(text).length > LONG_RELEASE_QUESTION) return null;
  const release =
    releaseOnDate(knowledge, text) ??
    (version
      ? knowledge.releases.find((r) => r.version === version || r.version.startsWith(`${version}.`))
      : (releaseByContents(knowledge, text, arrival) ??
        (!arrival && LATEST.test(text) ? knowledge.releases[0] : undefined)));
  return release ? releaseText(knowledge, release) : null;
}

/** An answer about one release, with the link to the release notes. */
const releaseFact = (release: ReleaseFact, text: string): FactAnswer => ({
  id: `release:${release.version}`,
  text,
  links: [{ label: 'Release notes', url: '/release-notes' }],
});

function releaseText(knowledge: Knowledge, release: ReleaseFact): FactAnswer {
  const date = formatLongDate(release.date);
  const latest = release === knowledge.releases[0] ? 'The latest release is ' : 'Release ';
  return releaseFact(release, `${latest}${release.version} (${date}): ${release.summary}`);
}

/**
 * "In which release did Crystorama go live?", "when did you add Allegri?": the release (not the
 * vendor) whose notes first name the vendor, when the question asks when something arrived.
 */
export const vendorReleaseIntent: Intent = {
  name: 'vendor-release',
  match: (q, c) => !!c.named && ARRIVAL.test(q.lower),
  answer: (_q, c, { knowledge }) => {
    const vendor = c.named!.vendor;
    const name = new RegExp(String.raw`\b${escape(vendor.name)}\b`, 'i');
    const noteOf = ({ notes }: ReleaseFact) =>
      [...notes.newFeatures, ...notes.improvements].find((n) => name.test(n));
    // Releases run newest first, so the last one that names the vendor brought it.
    const release = knowledge.releases.findLast(noteOf);
    if (!release) return null;
    return releaseFact(
      release,
      `${vendor.name} arrived in release ${release.version} (${formatLongDate(release.date)}): "${noteOf(release)!.replace(/\.$/, '')}."`,
    );
  },
};

/** "What changed in 2.1?" then "and the one before?": the release before the previous turn's. */
export const earlierReleaseIntent: Intent = {
  name: 'earlier-release',
  match: (q) => !!q.previous && EARLIER.test(q.text),
  answer: (q, _c, { knowledge }) => {
    const then = releaseAnswer(knowledge, q.previousLower!);
    const index = knowledge.releases.findIndex((r) => then?.id === `release:${r.version}`);
    const earlier = index >= 0 ? knowledge.releases[index + 1] : undefined;
    return earlier ? releaseText(knowledge, earlier) : null;
  },
};

export const releaseIntent: Intent = {
  name: 'release',
  answer: (q, _c, bot) => releaseAnswer(bot.knowledge, q.lower),
};

/** "What's in your latest release?" then "when did it come out?" */
export const releaseDateFollowUpIntent: Intent = {
  name: 'release-date-follow-up',
  match: (q) => !!q.previousLower && /\bwhen\b/.test(q.text) && /\b(?:it|that|this)\b/.test(q.text),
  answer: (q, _c, bot) => releaseAnswer(bot.knowledge, q.previousLower!),
};
