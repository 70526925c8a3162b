/**
 * Loads the Cal.com inline embed (spec §7 item 6: namespace 'meeting', light
 * theme) the way Cal's own snippet does, as code rather than an inline
 * script, so the page's Content-Security-Policy stays hash-based. Resolves
 * when the booking page is ready, rejects when the script cannot load or the
 * page does not appear in time (an offline machine, a blocked host).
 */
type CalApi = ((...args: unknown[]) => void) & {
  q?: unknown[];
  ns?: Record<string, CalApi>;
  loaded?: boolean;
};

declare global {
  interface Window {
    Cal?: CalApi;
  }
}

export interface CalEmbedOptions {
  element: HTMLElement;
  calLink: string;
  origin: string;
  namespace?: string;
  timeoutMs?: number;
}

export function loadCalInline({
  element,
  calLink,
  origin,
  namespace = 'meeting',
  timeoutMs = 15_000,
}: CalEmbedOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const scriptOrigin = origin === 'https://cal.com' ? 'https://app.cal.com' : origin;
    const timer = window.setTimeout(
      () => reject(new Error('The scheduler did not load in time')),
      timeoutMs,
    );
    const fail = () => {
      window.clearTimeout(timer);
      reject(new Error('The scheduler could not be loaded'));
    };

    // Cal's stub: queue calls until embed.js has loaded and replays them.
    const push = (api: CalApi, args: unknown[]) => (api.q ??= []).push(args);
    if (!window.Cal) {
      const cal: CalApi = (...args: unknown[]) => {
        if (args[0] === 'init' && typeof args[1] === 'string') {
          const name = args[1];
          const api: CalApi = (...nsArgs: unknown[]) => push(api, nsArgs);
          cal.ns![name] ??= api;
          push(cal.ns![name]!, args);
          push(cal, ['initNamespace', name]);
          return;
        }
        push(cal, args);
      };
      cal.ns = {};
      cal.q = [];
      window.Cal = cal;
      const script = document.createElement('script');
      script.src = `${scriptOrigin}/embed/embed.js`;
      script.async = true;
      script.addEventListener('error', fail);
      document.head.appendChild(script);
    }

    const Cal = window.Cal;
    Cal('init', namespace, { origin });
    const api = Cal.ns![namespace]!;
    api('on', {
      action: 'linkReady',
      callback: () => {
        window.clearTimeout(timer);
        resolve();
      },
    });
    api('on', { action: 'linkFailed', callback: fail });
    api('inline', {
      elementOrSelector: element,
      calLink,
      config: { layout: 'month_view', theme: 'light' },
    });
    api('ui', { theme: 'light', hideEventTypeDetails: false, layout: 'month_view' });
  });
}
