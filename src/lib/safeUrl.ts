const ALLOWED_PROTOCOL = /^(?:https?|ircs?|mailto|xmpp)$/i

/**
 * Keeps an address only when it is relative or uses http, https, irc, ircs, mailto or xmpp;
 * anything else (javascript:, data:, vbscript: ...) becomes the empty string.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':')
  const questionMark = url.indexOf('?')
  const numberSign = url.indexOf('#')
  const slash = url.indexOf('/')
  if (
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    ALLOWED_PROTOCOL.test(url.slice(0, colon).trim())
  ) {
    return url
  }
  return ''
}
