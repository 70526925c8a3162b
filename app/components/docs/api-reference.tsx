import { appHost } from '~/config';
import { InlineText, Paragraphs } from '~/components/rich-text';
import type { ApiEndpoint, ApiGuide } from '~/content/schema';
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

const methodColor: Record<ApiEndpoint['method'], string> = {
  GET: 'bg-emerald-100 text-emerald-900',
  POST: 'bg-brand-100 text-brand-900',
  PATCH: 'bg-amber-100 text-amber-900',
};

/** One section of the guide above the examples, with its optional table. */
function GuideSection({ section }: { section: ApiGuide['sections'][number] }) {
  const [header, ...rows] = section.table ?? [];
  return (
    <section aria-labelledby={`api-${section.id}-heading`} id={`api-${section.id}`}>
      <h3 id={`api-${section.id}-heading`} className="text-lg font-semibold text-slate-900">
        {section.title}
      </h3>
      <Paragraphs items={section.body} className="mt-2 leading-7 text-slate-700" />
      {header ? (
        // Scrollable tables must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div tabIndex={0} className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                {header.map((cell) => (
                  <th key={cell} scope="col" className="px-4 py-2 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row[0]} className="border-t border-slate-200 align-top text-slate-700">
                  {row.map((cell, index) => (
                    <td key={index} className={index < 2 ? 'px-4 py-2 font-mono' : 'px-4 py-2'}>
                      <InlineText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The API Reference tab: which plans include the API (spec §2's notice), the
 * guide a developer needs first (token, paging, errors, limits), then one
 * example per endpoint.
 */
export function ApiReference({
  endpoints,
  guide,
  plansLabel,
}: {
  endpoints: ApiEndpoint[];
  guide: ApiGuide;
  /** "Premium and Enterprise", from plans.ts. */
  plansLabel: string;
}) {
  return (
    <div>
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
        <p className="font-semibold text-amber-950">API access is included in {plansLabel}.</p>
        <p className="mt-1 text-sm text-amber-950">
          Create an API token in your dashboard and send it as a Bearer token with every request.
          Requests and responses use JSON.
        </p>
        <Button to="/pricing#compare-plans" size="sm" variant="outline" className="mt-3">
          Compare plans
        </Button>
      </div>
      <div className="mt-8 space-y-10">
        {guide.sections.map((section) => (
          <GuideSection key={section.id} section={section} />
        ))}
      </div>
      <h3 className="mt-12 text-xl font-bold text-slate-900">Endpoints</h3>
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
              <h4 className="text-lg font-semibold text-slate-900">{endpoint.title}</h4>
              <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
                <span
                  className={`rounded px-2 py-0.5 font-semibold ${methodColor[endpoint.method]}`}
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
