/** A fresh idempotency key for one message: 128 random bits, as 32 hex digits. */
export function newLeadKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
