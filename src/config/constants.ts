/** The site's fixed numbers (timings, limits, counts, defaults), in one place. */

export const NAV_COMPACT_SCROLL_PX = 20
export const ANCHOR_OFFSET_PX = 80
export const ANCHOR_SCROLL_DELAY_MS = 100
/** How close to the viewport a deferred part must come before its code loads. */
export const NEAR_VIEWPORT_PX = 400

export const DEMO_ROTATION_MS = 2500
export const DEMO_COUNTER_BASE = 212
export const HOVER_CARD_OPEN_DELAY_MS = 200
export const HOVER_CARD_CLOSE_DELAY_MS = 100

export const NAME_MIN_LENGTH = 2
export const MESSAGE_MIN_LENGTH = 10
export const REPLY_WITHIN_HOURS = 24
/** A person needs longer than this to fill in six fields; a script that posts faster is refused. */
export const MIN_FILL_TIME_MS = 3000

export const COOKIE_BANNER_DELAY_MS = 1000
/**
 * The cookie banner's sentence (`banner` of data/legal/cookie-policy.md) at most: with its policy
 * link it takes four lines of a 360px phone, and with the choices under it the banner keeps within
 * a quarter of a 360x640 screen (tests/e2e/cookie-banner.spec.ts measures it on four phones).
 */
export const COOKIE_BANNER_TEXT_MAX_CHARS = 140
export const CARD_FADE_IN_THRESHOLD = 0.1
export const CARD_ANIMATION_DELAY_STEPS = 5

export const METRICS_MAX = 4
/** A case study's timeline covers at most six months: 1 to 6 monthly values, or 1 to 26 weekly ones. */
export const TIMELINE_MONTHS_MAX = 6
export const TIMELINE_WEEKS_MAX = 26
export const AXIS_LABEL_MAX_CHARS = 20
export const NEIGHBOUR_TITLE_MAX_CHARS = 50
export const RELATED_ARTICLES_MAX = 3
export const FEATURED_IMAGE_MAX_HEIGHT_PX = 500

/**
 * The content the site launched with: 13 case studies and 10 blog posts published May to October
 * 2025. Editors add more; tests check that the launch set is still there.
 */
export const LAUNCH_CASE_STUDY_COUNT = 13
export const LAUNCH_BLOG_POST_COUNT = 10
export const LAUNCH_BLOG_PERIOD = { from: '2025-05-01', to: '2025-10-31' } as const

export const DEFAULT_THEME = 'dark' as const

export const TOAST_VISIBLE_MAX = 3
export const TOAST_DURATION_MS = 4000
export const TOAST_GAP_PX = 14

/** Telegram rejects messages longer than this many characters. */
export const TELEGRAM_MESSAGE_MAX_CHARS = 4096

/** Field caps that keep a contact message under Telegram's limit (see contact/schema). */
export const CONTACT_FIELD_MAX = {
  name: 100,
  email: 254,
  phone: 40,
  company: 150,
  message: 3000,
} as const

export const STORAGE_KEYS = {
  cookieConsent: 'cookieConsent',
  savedContactForms: 'savedContactForms',
  /** sessionStorage: where this visit came in (only with Accept All, see lib/leadSource). */
  landingSource: 'landingSource',
} as const

/**
 * Caps on a lead's source (lib/leadSource): with the contact fields at their caps, a message with every
 * source line at its cap still stays under Telegram's limit.
 */
export const LEAD_SOURCE_MAX = { path: 100, referrer: 80, campaignValue: 40 } as const

export const WORDS_PER_MINUTE = 200
/**
 * An article over this many words is a long read: it gets a table of contents and a call to book in
 * its middle as well as at its end.
 */
export const LONG_ARTICLE_MIN_WORDS = 1000
export const READ_TIME_TOLERANCE_MINUTES = 2

/** The number of '## ' sections each legal document under data/legal/ must have. */
export const LEGAL_SECTION_COUNTS = {
  'privacy-policy': 14,
  'terms-of-service': 12,
  'cookie-policy': 8,
} as const

/** Each AI solution page shows three highlight figures or blocks and six agent cards. */
export const SOLUTION_HIGHLIGHT_COUNT = 3
export const SOLUTION_AGENT_COUNT = 6

/** The anchor of every service page's closing call (/services/<slug>#get-started); no section may take it. */
export const SERVICE_CLOSING_CALL_ID = 'get-started'
/** The anchor of the client quotes a service or solution page shows when it has any; no section may take it. */
export const CLIENT_QUOTES_SECTION_ID = 'client-quotes'

/**
 * The anchors a link may point at on the pages drawn by code rather than data: the home page's
 * sections (/#about) and the parts of every solution page. build:data checks links against them;
 * tests/build/anchors.test.ts checks every one is on its built page.
 */
export const HOME_SECTIONS = [
  'home',
  'services',
  'solutions',
  'lead-calculator',
  'process',
  'path-to-success',
  'about',
  'contact',
  'results',
] as const
export const SOLUTION_PAGE_SECTIONS = ['highlights', 'agents', 'capabilities', 'strategy-call'] as const

/** Items in each solution page's capability list, by the page's slug. */
export const SOLUTION_CAPABILITY_COUNTS = {
  'sales-automation': 8,
  'marketing-automation': 12,
  'operations-automation': 12,
} as const

/** What search results show of a page: titles cut after about 60 characters, descriptions 70 to 160. */
export const SEO_TITLE_MAX_CHARS = 60
export const SEO_DESCRIPTION_MIN_CHARS = 70
export const SEO_DESCRIPTION_MAX_CHARS = 160

/** Link-preview (Open Graph) images: the size LinkedIn, Facebook and X show in full. */
export const SOCIAL_IMAGE_WIDTH = 1200
export const SOCIAL_IMAGE_HEIGHT = 630
