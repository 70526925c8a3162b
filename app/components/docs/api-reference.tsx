import { appHost } from '~/config';
import type { ApiEndpoint } from '~/content/api-reference';
import { curlCommand } from '~/lib/docs/curl';
import { Button } from '../ui/button';
import { CopyButton } from './copy-button';

function CodeBlock({ title, code, copyLabel }: { title: string; code: string; copyLabel: string }) {
  return (
    <div className="mt-3 overflow-hidden rounded-xl bg-slate-900">
      <div className="flex items-center justify-between border-b border-slate-700 px-4 py-2">
        <span className="text-xs font-medium text-slate-300">{title}</span>
        <CopyButton text={code} label={copyLabel} />
      </div>
      {/* Scrollable code must be reachable by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre tabIndex={0} className="overflow-x-auto p-4 text-sm leading-6 text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}

const methodColour: Record<ApiEndpoint['method'], string> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-brand-100 text-brand-900',
  PATCH: 'bg-amber-100 text-amber-900',
};

/** The API Reference tab: the Premium notice and one example per endpoint. */
export function ApiReference({ endpoints }: { endpoints: ApiEndpoint[] }) {
  return (
    <div>
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
        <p className="font-semibold text-amber-950">API access is available on the Premium plan.</p>
        <p className="mt-1 text-sm text-amber-950">
          Create an API token in your dashboard and send it as a Bearer token with every request.
          Requests and responses use JSON.
        </p>
        <Button to="/pricing" size="sm" variant="outline" className="mt-3">
          Compare plans
        </Button>
      </div>
      <ul className="mt-8 space-y-12">
        {endpoints.map((endpoint) => {
          const request = curlCommand({
            baseUrl: appHost,
            method: endpoint.method,
            path: endpoint.path,
            body: endpoint.body,
          });
          return (
            <li key={endpoint.id} id={`api-${endpoint.id}`}>
              <h3 className="text-lg font-semibold text-slate-900">{endpoint.title}</h3>
              <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
                <span
                  className={`rounded px-2 py-0.5 font-semibold ${methodColour[endpoint.method]}`}
                >
                  {endpoint.method}
                </span>
                <span className="text-slate-800">{endpoint.path}</span>
              </p>
              <p className="mt-2 text-slate-600">{endpoint.description}</p>
              <CodeBlock
                title="Request"
                code={request}
                copyLabel={`Copy request: ${endpoint.title}`}
              />
              <CodeBlock
                title="Response"
                code={JSON.stringify(endpoint.response, null, 2)}
                copyLabel={`Copy response: ${endpoint.title}`}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
