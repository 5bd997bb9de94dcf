/**
 * The leads page's session (docs/leads.md): after a sign-in (the operator's password on the Node
 * server, GitHub on the edge), a cookie that names who signed in and until when, signed with
 * LEADS_SESSION_SECRET (HMAC-SHA-256). It is checked on every request on the server: a cookie
 * whose signature does not check out, or whose time is past, is no session. HttpOnly, Secure,
 * SameSite=Strict, and only sent to /admin/leads. Web Crypto only, for both hosts.
 */
export const LEADS_PATH = '/admin/leads'
export const isLeadsPath = (pathname: string) =>
  pathname === LEADS_PATH || pathname.startsWith(`${LEADS_PATH}/`)

export const SESSION_COOKIE = 'leads_session'
/** A working day: then the agency's person signs in again. */
export const SESSION_HOURS = 8
export const SESSION_SECRET_MIN = 32

const encoder = new TextEncoder()

export const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ])

export interface Session {
  /** Who: 'operator' on the Node server, 'github:<login>' on the edge. */
  actor: string
  expiresAt: number
}

const ACTOR = /^[A-Za-z0-9:_-]{1,60}$/

/** The cookie's value: `<actor>.<expires at, ms>.<signature>`. */
export async function sessionValue(secret: string, session: Session): Promise<string> {
  if (!ACTOR.test(session.actor)) throw new Error(`"${session.actor}" cannot name a session.`)
  const payload = `${session.actor}.${session.expiresAt}`
  return `${payload}.${base64url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(payload)))}`
}

/** The session a cookie value holds, if this secret signed it and it has not expired. */
export async function readSession(secret: string, value: string, now: number): Promise<Session | undefined> {
  const match = /^([A-Za-z0-9:_-]{1,60})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value)
  const signature = match && fromBase64url(match[3]!)
  if (!match || !signature) return undefined
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    signature,
    encoder.encode(`${match[1]}.${match[2]}`),
  )
  const expiresAt = Number(match[2])
  // A session longer than a sign-in gives was not made here, whatever signed it.
  if (!valid || expiresAt <= now || expiresAt > now + SESSION_HOURS * 3_600_000) return undefined
  return { actor: match[1]!, expiresAt }
}

export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

export async function sessionCookie(secret: string, actor: string, now: number): Promise<string> {
  const value = await sessionValue(secret, { actor, expiresAt: now + SESSION_HOURS * 3_600_000 })
  return `${SESSION_COOKIE}=${value}; Path=${LEADS_PATH}; Max-Age=${SESSION_HOURS * 3600}; HttpOnly; Secure; SameSite=Strict`
}

export const ENDED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=${LEADS_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`

/** The operator's password, kept as `pbkdf2-sha256$<iterations>$<salt>$<key>` (base64url). */
const PBKDF2_ITERATIONS = 210_000

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  return `pbkdf2-sha256$${PBKDF2_ITERATIONS}$${base64url(salt)}$${base64url(await derive(password, salt, PBKDF2_ITERATIONS))}`
}

export const PASSWORD_HASH = /^pbkdf2-sha256\$(\d{5,7})\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  const match = PASSWORD_HASH.exec(hash)
  const salt = match && fromBase64url(match[2]!)
  const want = match && fromBase64url(match[3]!)
  if (!match || !salt || !want) return false
  const got = await derive(password, salt, Number(match[1]))
  let difference = 0
  for (let i = 0; i < want.length; i++) difference |= want[i]! ^ got[i]!
  return difference === 0 && got.length === want.length
}
