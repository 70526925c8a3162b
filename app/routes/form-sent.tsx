import { CheckCircle2 } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { formResultPath } from '~/forms/contract';
import { formFromResultPath } from '~/forms/index';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/form-sent';

// Where a form sent without JavaScript lands after the server stored it (303).
export function loader({ url }: Route.LoaderArgs) {
  const form = formFromResultPath(url.pathname);
  return {
    id: form.id,
    title: form.title,
    success: form.success,
    page: form.page,
  };
}

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta({
    title: `${data.title} sent`,
    path: formResultPath(data.id, 'sent'),
    description: data.success.text,
    noindex: true,
  });

export default function FormSent({ loaderData }: Route.ComponentProps) {
  const { success, page } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-32 pb-20 sm:px-6 lg:px-8">
      <div
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{success.title}</h1>
        <p className="mt-2 text-slate-700">{success.text}</p>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button to="/">Back to the home page</Button>
        <Button to={page} variant="outline">
          Back to where you were
        </Button>
      </div>
    </div>
  );
}
