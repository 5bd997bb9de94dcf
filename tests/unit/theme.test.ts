import { beforeAll, describe, expect, it } from 'vitest'
import { themeStorageKey } from '@/schemas/shell'
import { parsePreference, resolveTheme } from '@/lib/theme'
import { compileInlineScript } from '../../scripts/site/inlineScriptPlugin'

describe('theme preference', () => {
  it('defaults to dark for a missing or unknown stored value', () => {
    expect(parsePreference(null)).toBe('dark')
    expect(parsePreference('sepia')).toBe('dark')
  })
  it('keeps dark, light and system', () => {
    expect(['dark', 'light', 'system'].map(parsePreference)).toEqual(['dark', 'light', 'system'])
  })
  it('is dark by default even when the system prefers light', () => {
    expect(resolveTheme(parsePreference(null), true)).toBe('dark')
  })
  it('follows the system only when asked to', () => {
    expect(resolveTheme('system', true)).toBe('light')
    expect(resolveTheme('system', false)).toBe('dark')
    expect(resolveTheme('light', false)).toBe('light')
  })
  it('is stored under a key named for the product', () => {
    expect(themeStorageKey('Bandera AI')).toBe('bandera-ai-theme')
  })
})

describe('the inline script that applies the stored theme before the first paint', () => {
  let code: string
  beforeAll(async () => {
    ;({ code } = await compileInlineScript('renderer/inline/applyStoredTheme.ts'))
  })

  function run(stored: string | null | Error, systemLight: boolean) {
    const classes = new Set<string>()
    const root = {
      classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
      style: { colorScheme: '' },
    }
    const script = new Function('document', 'localStorage', 'matchMedia', code)
    script(
      { documentElement: root, currentScript: { dataset: { storageKey: 'bandera-ai-theme' } } },
      {
        getItem: (key: string) => {
          if (stored instanceof Error) throw stored
          return key === 'bandera-ai-theme' ? stored : null
        },
      },
      () => ({ matches: systemLight }),
    )
    return { classes: [...classes], colorScheme: root.style.colorScheme }
  }

  it('applies the stored theme, read under the key its script element names, with the same rules as the app', () => {
    for (const stored of [null, 'dark', 'light', 'system', 'bogus']) {
      for (const systemLight of [true, false]) {
        const expected = resolveTheme(parsePreference(stored), systemLight)
        expect(run(stored, systemLight)).toEqual({ classes: [expected], colorScheme: expected })
      }
    }
  })

  it('applies the default theme when storage is refused', () => {
    const expected = resolveTheme(parsePreference(null), true)
    expect(run(new DOMException('denied', 'SecurityError'), true)).toEqual({
      classes: [expected],
      colorScheme: expected,
    })
  })
})
