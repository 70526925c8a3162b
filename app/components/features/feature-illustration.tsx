import { ArrowDown, Check, RefreshCw, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FeatureIllustration as Illustration } from '~/content/feature-illustrations';
import { cn } from '~/lib/cn';

/**
 * The small example panel beside a section of /features, drawn in HTML and
 * SVG so it is sharp, light and cannot shift the layout. Unlike a screenshot
 * its text stays real text: the figures are part of what the section says.
 */
export function FeatureIllustration({
  illustration,
  className,
}: {
  illustration: Illustration;
  className?: string;
}) {
  return (
    <figure className={cn('mx-auto w-full max-w-md', className)}>
      <figcaption className="sr-only">{illustration.caption}</figcaption>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-xl ring-1 ring-slate-900/5">
        {renderBody(illustration)}
      </div>
    </figure>
  );
}

function renderBody(illustration: Illustration) {
  switch (illustration.kind) {
    case 'sync-log':
      return <SyncLog illustration={illustration} />;
    case 'listing':
      return <ListingCard illustration={illustration} />;
    case 'price-rule':
      return <PriceRule illustration={illustration} />;
    case 'order-timeline':
      return <OrderTimeline illustration={illustration} />;
  }
}

function PanelHeader({ title, aside }: { title: ReactNode; aside: string }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-slate-900">{title}</p>
      <p className="text-slate-600">{aside}</p>
    </div>
  );
}

type Of<K extends Illustration['kind']> = Extract<Illustration, { kind: K }>;

function SyncLog({ illustration }: { illustration: Of<'sync-log'> }) {
  return (
    <>
      <PanelHeader
        title={
          <>
            <RefreshCw
              aria-hidden="true"
              focusable="false"
              width={16}
              height={16}
              className="size-4 text-brand-700"
            />
            {illustration.title}
          </>
        }
        aside={illustration.aside}
      />
      <ol className="divide-y divide-slate-100">
        {illustration.entries.map((entry) => (
          <li key={`${entry.time}-${entry.label}`} className="flex gap-4 px-4 py-3">
            <time dateTime={entry.time} className="font-mono text-sm text-slate-600 tabular-nums">
              {entry.time}
            </time>
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-900">{entry.label}</p>
              <p className="mt-0.5 text-sm text-slate-600">{entry.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

function ListingCard({ illustration }: { illustration: Of<'listing'> }) {
  return (
    <>
      <PanelHeader title={illustration.title} aside={illustration.aside} />
      <div className="flex gap-4 p-4">
        <LampPicture />
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            <Sparkles
              aria-hidden="true"
              focusable="false"
              width={12}
              height={12}
              className="size-3"
            />
            {illustration.badge}
          </p>
          <p className="mt-2 font-semibold text-slate-900">{illustration.productTitle}</p>
          <p className="mt-1 text-sm leading-6 text-slate-600">{illustration.description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 border-t border-slate-100 px-4 py-3 text-sm">
        {illustration.facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-slate-600">{fact.label}</dt>
            <dd className="mt-0.5 truncate font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** A product photo stand-in: a floor lamp on a tinted tile. */
function LampPicture() {
  return (
    <svg
      viewBox="0 0 80 80"
      width="80"
      height="80"
      aria-hidden="true"
      focusable="false"
      className="size-20 shrink-0 rounded-xl"
    >
      <rect width="80" height="80" fill="#eef4ff" />
      <path d="M22 70 V30 Q22 14 44 14" fill="none" stroke="#a16207" strokeWidth="3" />
      <path d="M36 30 L44 16 L60 30 Z" fill="#f5f0e6" stroke="#a16207" strokeWidth="2" />
      <ellipse cx="48" cy="31" rx="6" ry="2" fill="#fde68a" />
      <rect x="12" y="68" width="20" height="4" rx="2" fill="#a16207" />
    </svg>
  );
}

function PriceRule({ illustration }: { illustration: Of<'price-rule'> }) {
  return (
    <>
      <PanelHeader title={illustration.title} aside={illustration.aside} />
      <div className="p-4">
        <p className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 text-sm">
          <span className="text-slate-600">{illustration.cost.label}</span>
          <span className="font-semibold text-slate-900 tabular-nums">
            {illustration.cost.price}
          </span>
        </p>
        <ol>
          {illustration.steps.map((step) => (
            <li key={step.rule}>
              <ArrowDown
                aria-hidden="true"
                focusable="false"
                width={16}
                height={16}
                className="mx-auto my-1 size-4 text-slate-500"
              />
              <p className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{step.rule}</span>
                  <span className="block text-xs text-slate-600">{step.note}</span>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">{step.price}</span>
              </p>
            </li>
          ))}
        </ol>
        <ArrowDown
          aria-hidden="true"
          focusable="false"
          width={16}
          height={16}
          className="mx-auto my-1 size-4 text-slate-500"
        />
        <p className="flex items-center justify-between rounded-lg bg-brand-700 px-3 py-2 text-sm text-white">
          <span className="font-medium">{illustration.result.label}</span>
          <span className="text-base font-bold tabular-nums">{illustration.result.price}</span>
        </p>
      </div>
    </>
  );
}

function OrderTimeline({ illustration }: { illustration: Of<'order-timeline'> }) {
  const last = illustration.steps.length - 1;
  return (
    <>
      <PanelHeader title={illustration.title} aside={illustration.aside} />
      <ol className="p-4">
        {illustration.steps.map((step, index) => (
          <li key={step.label} className="relative flex gap-3 pb-5 last:pb-0">
            {/* The rail between two markers; the last step has nothing below it. */}
            {index < last ? (
              <span
                aria-hidden="true"
                className="absolute top-7 bottom-0 left-3.5 w-px bg-slate-200"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex size-7 shrink-0 items-center justify-center rounded-full',
                index === last ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
              )}
            >
              <Check focusable="false" width={14} height={14} className="size-3.5" />
            </span>
            <div className="min-w-0 pt-0.5">
              <p className="text-sm font-semibold text-slate-900">{step.label}</p>
              <p className="mt-0.5 text-sm text-slate-600">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
