import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { scheduler } from '~/config';
import { loadCalInline } from '~/lib/cal-embed';

/**
 * The meeting scheduler, 600 px high (spec §9). Its space is reserved from the
 * first paint so nothing shifts; it loads only when it scrolls into view; when
 * it cannot load (offline, blocked) it becomes a plain booking link.
 */
export function Scheduler() {
  const frameRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');

  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      setState('loading');
      loadCalInline({ element, calLink: scheduler.calLink, origin: scheduler.origin }).then(
        () => !cancelled && setState('ready'),
        () => !cancelled && setState('failed'),
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  return (
    <div>
      <div
        data-testid="scheduler"
        data-embed="scheduler"
        className="relative h-[600px] overflow-hidden rounded-2xl border border-slate-200 bg-white"
      >
        <div ref={frameRef} className="h-full w-full overflow-y-auto" />
        {state !== 'ready' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-8 text-center">
            <CalendarDays aria-hidden="true" className="size-10 text-brand-700" />
            {state === 'failed' ? (
              <>
                <p className="font-semibold text-slate-900">The scheduler could not load here.</p>
                <p className="max-w-sm text-sm text-slate-600">
                  You can still pick a time on our booking page; it opens in a new tab.
                </p>
              </>
            ) : (
              <p className="text-sm text-slate-600" role="status">
                Loading the scheduler…
              </p>
            )}
            <a
              href={scheduler.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Book a demo on Cal.com<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        ) : null}
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Prefer a full page?{' '}
        <a
          href={scheduler.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          Open the booking page<span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </div>
  );
}
