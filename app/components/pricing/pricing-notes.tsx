/** Short answers a buyer looks for beside the prices: currency and tax, and whether the trial needs a card. */
export function PricingNotes({ notes }: { notes: { term: string; detail: string }[] }) {
  return (
    <dl className="mx-auto mt-8 grid max-w-4xl gap-4 text-sm leading-6 sm:grid-cols-2">
      {notes.map((note) => (
        <div key={note.term} className="rounded-xl border border-slate-200 p-4">
          <dt className="font-semibold text-slate-900">{note.term}</dt>
          <dd className="mt-1 text-slate-700">{note.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
