import { buttonVariants } from '~/components/ui/button';

/**
 * "Copy page": a link to the article's Markdown twin, so it works from the
 * first paint and without JavaScript (it opens the Markdown). Once the page
 * has hydrated, a click or Enter copies the Markdown instead; the code that
 * fetches and copies it loads on that click, so the page's first load
 * carries only this handler. A plain <a>, not the router's Link: the
 * Markdown is a file, not a route.
 */
export function CopyPageLink({ href }: { href: string }) {
  return (
    <span className="inline-flex items-center gap-3">
      <span role="status" className="text-sm text-slate-600" />
      <a
        href={href}
        type="text/markdown"
        onClick={(event) => {
          // A modified click (new tab, download) keeps its own meaning.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          const status = event.currentTarget.previousElementSibling as HTMLElement;
          void import('~/lib/copy-markdown').then((m) => m.copyAndAnnounce(href, status));
        }}
        className={buttonVariants({ variant: 'outline' })}
      >
        Copy page
      </a>
    </span>
  );
}
