/** A tel: address: the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`
}

/** The number as shown: groups joined by non-breaking spaces so it never wraps mid-number. */
export function displayPhone(phone: string): string {
  return phone.replace(/\s+/g, '\u00a0')
}
