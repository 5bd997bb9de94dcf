/**
 * The words of the booking action. One label wherever the specification leaves them open, so a
 * visitor learns one name for the one next step; the specification's own buttons keep theirs.
 */
export const BOOKING_LABEL = 'Schedule a Strategy Call'

/** The booking buttons whose words the specification fixes, each where it stands. */
export const SPEC_BOOKING_LABELS = [
  'Free Consultation Call', // the home page's hero
  'Schedule A Free Consultation', // the home page's process
  'Get Free SEO Audit', // the AI SEO page's closing call
  'Start Your Journey', // the startup accelerator's closing call
  'Get Started Today', // the case study list
  'Schedule Your Strategy Call', // a case study's closing call
] as const

/** Whether a booking link's words are the one label or one the specification fixes. */
export function isBookingLabel(label: string): boolean {
  return label === BOOKING_LABEL || (SPEC_BOOKING_LABELS as readonly string[]).includes(label)
}
