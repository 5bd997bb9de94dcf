import industriesJson from '../../generated/industries.json'

/** The industries a visitor picks from on the contact form, written by `npm run build:data` from data/. */
export const industries: readonly string[] = industriesJson
