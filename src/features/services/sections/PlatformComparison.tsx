import type { ServiceSectionOf } from '@/schemas/servicePages'
import { IconBadge } from '../blocks'

/** The two platforms' reach side by side, then a table comparing them criterion by criterion. */
export default function PlatformComparison({
  section,
}: {
  section: ServiceSectionOf<'platform-comparison'>
}) {
  const { platforms, rows } = section
  return (
    <div className="mx-auto max-w-5xl">
      <ul className="grid gap-6 sm:grid-cols-2">
        {platforms.map((platform) => (
          <li
            key={platform.name}
            className="flex items-center gap-5 rounded-2xl border border-card-border bg-card p-6"
          >
            <IconBadge icon={platform.icon} color={platform.color} size="lg" />
            <div>
              <h3 className="text-lg font-semibold text-foreground">{platform.name}</h3>
              <p className="mt-1 text-3xl font-extrabold tracking-tight text-accent">
                {platform.reach.value}
              </p>
              <p className="text-muted">{platform.reach.label}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-8 overflow-hidden rounded-2xl border border-card-border bg-card">
        <table className="w-full text-left">
          <caption className="sr-only">
            {platforms.map((platform) => platform.name).join(' compared with ')}
          </caption>
          <thead className="bg-background-raised">
            <tr>
              <th scope="col" className="w-1/4 px-3 py-4 font-semibold text-muted sm:px-6">
                <span className="sr-only">Criterion</span>
              </th>
              {platforms.map((platform) => (
                <th
                  key={platform.name}
                  scope="col"
                  className="px-3 py-4 text-base font-semibold text-foreground sm:px-6"
                >
                  {platform.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.criterion} className="border-t border-card-border align-top">
                <th scope="row" className="px-3 py-4 font-semibold text-foreground sm:px-6">
                  {row.criterion}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={platforms[index]?.name ?? index}
                    className="px-3 py-4 leading-relaxed text-muted sm:px-6"
                  >
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
