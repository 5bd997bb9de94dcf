/**
 * Every analytics provider configured, and the legal texts that describe them: what an editor adds
 * to data/ to turn them on (docs/analytics.md). Used by the unit tests and the analytics build.
 */
export const EVERY_PROVIDER_YAML = `analytics:
  plausible:
    script: https://plausible.io/js/script.js
    domain: bandera.example
  googleAnalytics:
    measurementId: G-B4ND3RA123
  linkedinInsight:
    partnerId: '5123456'
    conversionId: '17654321'
  metaPixel:
    pixelId: '1234567890123456'
`

const SECTIONS = `### Plausible Analytics

- **What it sets:** nothing in your browser: Plausible counts page views and the sending of our contact form without cookies or identifiers, from a script loaded from plausible.io.
- **Purpose:** to see which pages are read and which bring inquiries.
- **Type:** performance.
- **Duration:** loaded only after you choose Accept All; Decline stops it at once.

### Google Analytics 4

- **What it sets:** the cookies \`_ga\` and \`_ga_<id>\` (two years), which tell Google Analytics one browser's visits apart.
- **Purpose:** to measure how visitors use the site and which campaigns bring inquiries; Google's Consent Mode keeps it denied until you choose Accept All.
- **Type:** performance.
- **Duration:** up to two years; Decline stops it and deletes the cookies at once.

### LinkedIn Insight Tag

- **What it sets:** LinkedIn's cookies (such as \`li_sugr\` and \`UserMatchHistory\`, up to 90 days) on LinkedIn's domains.
- **Purpose:** to measure which of our LinkedIn campaigns bring inquiries.
- **Type:** targeting.
- **Duration:** up to 90 days; loaded only after you choose Accept All.

### Meta Pixel

- **What it sets:** the cookie \`_fbp\` (90 days), which Meta uses to tell one browser's visits apart.
- **Purpose:** to measure which of our Facebook and Instagram campaigns bring inquiries.
- **Type:** targeting.
- **Duration:** 90 days; loaded only after you choose Accept All, and Decline deletes the cookie at once.

`

/** The cookie and privacy policies rewritten for every provider. */
export function describeEveryProvider(file: string, text: string): string {
  if (file === 'legal/cookie-policy.md')
    return text
      .replace(
        /^banner: >-\n(?: {2}.*\n)+/m,
        'banner: >-\n  With Accept All we measure visits with Plausible Analytics, Google Analytics 4, the LinkedIn Insight Tag and Meta Pixel.\n',
      )
      .replace(
        'No analytics, no advertising cookies.',
        'With Accept All we use Plausible Analytics, Google Analytics 4, LinkedIn Insight Tag and Meta Pixel to measure visits and inquiries; Decline loads none of them.',
      )
      .replace(
        'Our website uses no analytics service of any kind.',
        'Only with Accept All we use the analytics services described below.',
      )
      .replace('## How to Manage Cookies', `${SECTIONS}## How to Manage Cookies`)
  if (file === 'legal/privacy-policy.md')
    return text.replace(
      'The website sets no advertising cookies and runs no analytics;',
      'Only after you choose Accept All the website measures visits with Plausible Analytics, Google Analytics 4, the LinkedIn Insight Tag and Meta Pixel, each of which receives your IP address and browser details;',
    )
  return text
}
