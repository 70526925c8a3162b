/**
 * A static picture of the VendorHub dashboard, drawn in HTML and SVG so it is
 * sharp at any size, weighs almost nothing and cannot shift the layout. It is
 * an illustration: screen readers get a one-line description instead. Its
 * figures live in content (dashboard-preview.ts), where the content check keeps them
 * within the pictured plan's limits.
 */
import { dashboardPreview } from '~/content/dashboard-preview';

const bars = dashboardPreview.weeklyBars;
const vendors = [
  {
    name: 'Nora Lighting',
    method: 'FTP',
    products: '1,284',
    synced: '12 min ago',
    health: 'Healthy',
  },
  {
    name: 'Kuzco Lighting',
    method: 'FTP',
    products: '936',
    synced: '38 min ago',
    health: 'Healthy',
  },
  { name: 'Amazon MCF', method: 'API', products: '412', synced: '5 min ago', health: 'Healthy' },
  {
    name: 'Entrenue',
    method: 'API',
    products: '2,051',
    synced: '21 min ago',
    health: '3 to review',
  },
];

export function DashboardPreview() {
  return (
    <figure className="relative">
      <figcaption className="sr-only">
        Illustration of the VendorHub dashboard: four connected vendors with their product counts,
        last sync times and health, and a chart of products synced this week.
      </figcaption>
      <div
        aria-hidden="true"
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-xl ring-1 ring-slate-900/5"
      >
        <div className="flex items-center gap-1.5 border-b border-slate-200 bg-slate-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 text-xs font-medium text-slate-600">My Vendors</span>
        </div>
        <div className="grid gap-4 p-4 sm:grid-cols-3">
          {[
            ['Products synced', dashboardPreview.productsSynced],
            ['Orders routed today', String(dashboardPreview.ordersToday)],
            ['Tracking pushed', String(dashboardPreview.trackingPushedToday)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg border border-slate-200 p-3">
              <p className="text-xs text-slate-600">{label}</p>
              <p className="mt-1 text-xl font-bold text-slate-900">{value}</p>
            </div>
          ))}
        </div>
        <div className="px-4">
          <table className="w-full text-xs">
            <thead>
              <tr className="text-slate-600">
                <th className="py-2 text-left font-medium">Vendor</th>
                <th className="py-2 text-left font-medium">Method</th>
                <th className="hidden py-2 text-right font-medium sm:table-cell">Products</th>
                <th className="py-2 text-right font-medium">Last sync</th>
                <th className="py-2 text-right font-medium">Health</th>
              </tr>
            </thead>
            <tbody>
              {vendors.map((vendor) => (
                <tr key={vendor.name} className="border-t border-slate-100">
                  <td className="py-2 font-medium text-slate-900">{vendor.name}</td>
                  <td className="py-2 text-slate-600">{vendor.method}</td>
                  <td className="hidden py-2 text-right text-slate-700 sm:table-cell">
                    {vendor.products}
                  </td>
                  <td className="py-2 text-right text-slate-600">{vendor.synced}</td>
                  <td className="py-2 text-right">
                    <span
                      className={
                        vendor.health === 'Healthy'
                          ? 'rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800'
                          : 'rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-800'
                      }
                    >
                      {vendor.health}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="m-4 rounded-lg border border-slate-200 p-3">
          <p className="text-xs text-slate-600">Products synced this week</p>
          <svg viewBox="0 0 280 80" width="280" height="80" className="mt-2 h-20 w-full">
            {bars.map((height, index) => (
              <rect
                key={index}
                x={index * 40 + 8}
                y={80 - height}
                width="24"
                height={height}
                rx="4"
                fill={index === bars.length - 1 ? '#2548eb' : '#bfd4fe'}
              />
            ))}
          </svg>
        </div>
      </div>
    </figure>
  );
}
