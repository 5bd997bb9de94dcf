import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '@/config/constants'
import { currentConsent, reviewConsent, setConsent, subscribeToConsent } from '@/browser/consentStore'
import { memoryStorage } from '../support/memoryStorage'

const KEY = STORAGE_KEYS.cookieConsent

describe('the consent store', () => {
  let storage: Storage
  let page: EventTarget
  const unsubscribes: (() => void)[] = []
  const subscribe = (listener: () => void) => unsubscribes.push(subscribeToConsent(listener))

  beforeEach(() => {
    storage = memoryStorage()
    page = new EventTarget()
    vi.stubGlobal('localStorage', storage)
    vi.stubGlobal('window', page)
  })

  afterEach(() => {
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe())
    vi.unstubAllGlobals()
  })

  it('reads the choice afresh: a part that mounts after it was stored, by any script, sees it', () => {
    expect(currentConsent()).toBeNull()
    storage.setItem(KEY, 'accepted')
    expect(currentConsent()).toBe('accepted')
    storage.setItem(KEY, 'something else')
    expect(currentConsent()).toBeNull()
  })

  it('tells every subscriber of a choice, whichever part made it, and they read the new value', () => {
    const seen: (string | null)[][] = [[], []]
    subscribe(() => seen[0]!.push(currentConsent()))
    subscribe(() => seen[1]!.push(currentConsent()))
    setConsent('accepted')
    setConsent('declined')
    expect(seen).toEqual([
      ['accepted', 'declined'],
      ['accepted', 'declined'],
    ])
    expect(storage.getItem(KEY)).toBe('declined')
  })

  it('tells them of a choice made in another tab, and of nothing else stored there', () => {
    const listener = vi.fn()
    subscribe(listener)
    page.dispatchEvent(Object.assign(new Event('storage'), { key: 'bandera-ai-theme' }))
    expect(listener).not.toHaveBeenCalled()
    storage.setItem(KEY, 'accepted')
    page.dispatchEvent(Object.assign(new Event('storage'), { key: KEY }))
    expect(listener).toHaveBeenCalledOnce()
    expect(currentConsent()).toBe('accepted')
  })

  it('tells them when the visitor reopens the choice', () => {
    const listener = vi.fn()
    subscribe(listener)
    reviewConsent()
    expect(listener).toHaveBeenCalledOnce()
  })

  it('keeps the choice for this page view where storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    })
    expect(currentConsent()).toBeNull()
    setConsent('declined')
    expect(currentConsent()).toBe('declined')
  })
})
