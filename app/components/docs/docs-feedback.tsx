/**
 * "Was this helpful?" at the end of a docs article: a plain form the browser
 * posts itself (no JavaScript needed) to the embedded server, which sends it
 * back to this page at #feedback-thanks or #feedback-failed; CSS (:target)
 * shows that state. Nothing here identifies the visitor.
 */
import { dataRetention, retentionPeriod } from '~/content/data-retention';
import { MAX_FEEDBACK_COMMENT as MAX_COMMENT } from '~/lib/docs-feedback';

export function DocsFeedback({ slug }: { slug: string }) {
  return (
    <section
      aria-labelledby="feedback-title"
      className="group/feedback mt-12 rounded-xl border border-slate-200 p-5"
    >
      <h2 id="feedback-title" className="text-base font-semibold text-slate-900">
        Was this helpful?
      </h2>
      <p
        id="feedback-thanks"
        tabIndex={-1}
        className="mt-2 hidden text-sm font-medium text-green-800 target:block"
      >
        Thank you for your feedback.
      </p>
      <p
        id="feedback-failed"
        tabIndex={-1}
        className="mt-2 hidden text-sm font-medium text-red-700 target:block"
      >
        Your answer could not be saved. Please wait a minute and try again.
      </p>
      <form
        method="post"
        action="/api/feedback/docs"
        className="mt-3 space-y-3 group-has-[#feedback-thanks:target]/feedback:hidden"
      >
        <input type="hidden" name="page" value={slug} />
        <div>
          <label htmlFor="feedback-comment" className="text-sm font-medium text-slate-800">
            What could be better? <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id="feedback-comment"
            name="comment"
            rows={3}
            maxLength={MAX_COMMENT}
            aria-describedby="feedback-hint"
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
          />
          <p id="feedback-hint" className="mt-1 text-xs text-slate-600">
            At most {MAX_COMMENT} characters. Please leave out personal details: we keep answers for{' '}
            {retentionPeriod(dataRetention.chatDays)} to improve the documentation.
          </p>
        </div>
        {/* Two submit buttons: the one pressed sends its answer, with or without a comment. */}
        <div role="group" aria-labelledby="feedback-title" className="flex gap-3">
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="submit"
              name="helpful"
              value={value}
              className="min-h-11 min-w-20 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
      </form>
    </section>
  );
}
