import { configuredProviders, type Analytics } from './analytics'
import { toNavigation, type Navigation, type NavigationSource } from './navigation'
import type { Service } from './services'
import type { Site } from './site'
import type { Solution } from './solutions'
import type { Industries } from './industries'
import type { WhyChoose } from './whyChoose'
import { industryHint } from '@/lib/industries'
import { inlineLinks, type TextPart } from '@/lib/inlineLinks'
import { servicePath, solutionPath } from '@/lib/paths'
import { slugify } from '@/lib/text'

/** What the contact form says besides its fields, from data/. */
export interface ContactFormCopy {
  /** The privacy notice under the form: `formNotice` of data/legal/privacy-policy.md, with its links. */
  notice: TextPart[]
  /** Where the industries we serve are among the Industry options (data/why-choose.yaml). */
  industryHint: string
  /** Days the browser keeps a message it could not send before deleting it (data/site.yaml). */
  savedFormRetentionDays: number
}

/**
 * The form's copy from data/: the privacy policy's notice with its links, where the industries we
 * serve sit among the Industry options, and how long the browser keeps an unsent message.
 */
export function contactFormCopy(
  formNotice: string,
  content: { site: Site; industries: Industries; whyChoose: WhyChoose },
): ContactFormCopy {
  return {
    notice: inlineLinks(formNotice),
    industryHint: industryHint(content.industries, content.whyChoose.industries),
    savedFormRetentionDays: content.site.savedFormRetentionDays,
  }
}

/** The small part of the content every page's shell (navigation, footer, banner) needs in the browser. */
export interface Shell {
  brand: string
  aiProduct: Site['aiProduct']
  tagline: string
  email: string
  phone: string
  address: Site['address']
  booking: Site['booking']
  social: Site['social']
  /** The footer's link to the reviews profile (the rating is the home page's, not the shell's). */
  reviewsProfile: Pick<Site['reviewsProfile'], 'name' | 'url'>
  themeStorageKey: string
  /** The cookie banner's sentence: `banner` of data/legal/cookie-policy.md, word for word. */
  cookieNotice: string
  contactForm: ContactFormCopy
  /** The length of the free call, as data/figures.yaml writes it ("30-minute"). */
  consultationLength: string
  /** The menus of the bar, the phone menu and the footer (data/navigation.yaml). */
  navigation: Navigation
  /** The analytics providers of data/site.yaml, loaded only after Accept All (absent when none). */
  analytics?: Analytics
}

/** The theme is stored under a key named for the product, e.g. "bandera-ai-theme". */
export function themeStorageKey(aiProductName: string): string {
  return `${slugify(aiProductName)}-theme`
}

export interface ShellInput {
  site: Site
  services: readonly Service[]
  solutions: readonly Solution[]
  navigation: NavigationSource
  cookieNotice: string
  contactForm: ContactFormCopy
  consultationLength: string
}

export function toShell(input: ShellInput): Shell {
  const { site, services, solutions } = input
  const lists = {
    services: services.map((service) => ({
      label: service.title,
      title: service.title,
      href: servicePath(service.name),
      isNew: service.isNew,
    })),
    solutions: solutions.map((solution) => ({
      label: solution.navLabel,
      title: solution.title,
      href: solutionPath(solution.slug),
      isNew: false,
    })),
  }
  return {
    brand: site.brand,
    aiProduct: site.aiProduct,
    tagline: site.tagline,
    email: site.email,
    phone: site.phone,
    address: site.address,
    booking: site.booking,
    social: site.social,
    reviewsProfile: { name: site.reviewsProfile.name, url: site.reviewsProfile.url },
    themeStorageKey: themeStorageKey(site.aiProduct.name),
    cookieNotice: input.cookieNotice,
    contactForm: input.contactForm,
    consultationLength: input.consultationLength,
    navigation: toNavigation(input.navigation, lists, site.aiProduct.url),
    ...(configuredProviders(site.analytics).length > 0 ? { analytics: site.analytics } : {}),
  }
}
