import { AlertCircle } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formResultPath } from '~/forms/contract';
import { formFromResultPath } from '~/forms/index';
import { failureText } from '~/lib/forms/state';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/form-error';

/** What the page says until the server writes the real problem in. */
const PLACEHOLDER = 'Your submission could not be sent.';

// What a form sent without JavaScript shows when the server refused it. The
// server answers the post with this page and puts the problem in the marked
// paragraph (server/forms/native.ts).
export function loader({ url }: Route.LoaderArgs) {
  const form = formFromResultPath(url.pathname);
  return { id: form.id, title: form.title, page: form.page };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: `${data.title} not sent`,
    path: formResultPath(data.id, 'error'),
    description: `Your ${data.title.toLowerCase()} could not be sent. Go back to the form, correct it and send it again.`,
    noindex: true,
  });

export default function FormError({ loaderData }: Route.ComponentProps) {
  const { title, page } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-32 pb-20 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">{`${title} not sent`}</h1>
      <div
        role="alert"
        className="mt-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800"
      >
        <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {/* The server writes the real problem here; the page's scripts keep it. */}
        <p data-slot="form-error-message" className="font-medium" suppressHydrationWarning>
          {failureText(PLACEHOLDER)}
        </p>
      </div>
      <p className="mt-6 text-slate-700">
        Use your browser&apos;s Back button to return to the form: what you typed is still there.
        Correct it and send it again.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button to={page}>Open the form again</Button>
        <Button to="/contact" variant="outline">
          Contact us another way
        </Button>
      </div>
    </div>
  );
}
