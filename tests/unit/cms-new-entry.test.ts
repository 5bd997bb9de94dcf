import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { parse } from 'yaml'
import { describe, expect, it, vi } from 'vitest'
import { nextNumberedName, newFileName } from '@/admin/fileNames'
import { entryAddress, PUBLISHED_ADDRESSES_FILE, withAddress } from '@/admin/publishedAddresses'
import { redirectWithDeletion, REDIRECTS_FILE } from '@/admin/redirects'
import { slugify } from '@/lib/text'
import type { ControlProps } from '@/admin/widgets/immutable'
import { valueArrived } from '@/admin/widgets/StringControl'

// The backend wrapper registers itself with Decap, which needs a browser: only its wrapping is tested.
vi.mock('decap-cms-app', () => ({ default: {} }))
const { wrapBackend } = await import('@/admin/editorBackend')
const { SlugControl } = await import('@/admin/widgets/SlugControl')
const { fieldChanged } = await import('@/admin/fieldChanges')

const root = path.resolve(import.meta.dirname, '../..')
const studies = readdirSync(path.join(root, 'data/case-studies')).map((file) => `data/case-studies/${file}`)
const addressesText = readFileSync(path.join(root, PUBLISHED_ADDRESSES_FILE), 'utf8')

describe('a new entry’s file, named like its neighbours (src/admin/fileNames.ts)', () => {
  it('numbers a new case study after the last one of data/case-studies/', () => {
    expect(studies).toContain('data/case-studies/13-corporate-learning-outbound.yaml')
    expect(nextNumberedName(studies, 'outbound-for-a-freight-platform')).toBe(
      '14-outbound-for-a-freight-platform',
    )
    expect(newFileName('case-studies', 'x', studies)).toBe('14-x')
  })

  it('keeps two digits, counts past a gap and grows past 99', () => {
    expect(nextNumberedName([], 'first')).toBe('01-first')
    expect(nextNumberedName(['01-a.yaml', '07-b.yaml'], 'c')).toBe('08-c')
    expect(nextNumberedName(['99-a.yaml'], 'b')).toBe('100-b')
  })

  it('names an article by its slug', () => {
    expect(newFileName('blog', 'lead-scoring-in-practice', ['data/blog/a.md'])).toBe(
      'lead-scoring-in-practice',
    )
  })
})

describe('a new entry’s address, published with it (src/admin/publishedAddresses.ts)', () => {
  it('is the address of a study or an article; other entries have none', () => {
    expect(entryAddress('case-studies', { slug: 'x' })).toBe('/case-studies/x')
    expect(entryAddress('blog', { slug: 'y' })).toBe('/blog/y')
    expect(entryAddress('service-pages', { slug: 'z' })).toBeUndefined()
  })

  it('is added at the end of data/published-addresses.yaml, its comments kept, once', () => {
    const added = withAddress(addressesText, '/case-studies/outbound-for-a-freight-platform')
    expect(added).toBe(`${addressesText}- /case-studies/outbound-for-a-freight-platform\n`)
    expect(withAddress(added, '/case-studies/outbound-for-a-freight-platform')).toBe(added)
  })

  it('is written by the editor’s backend in the same save as the entry, a new one only', async () => {
    const saved: { dataFiles: { path: string; raw: string }[] }[] = []
    const files: Record<string, string> = { [PUBLISHED_ADDRESSES_FILE]: addressesText }
    const backend = wrapBackend({
      persistEntry: async (entry) => {
        saved.push(entry)
      },
      getEntry: async (file) => ({ data: files[file]! }),
      entriesByFolder: async () => [],
      deleteFiles: async () => undefined,
    })
    const study = { path: 'data/case-studies/14-x.yaml', slug: '14-x', raw: 'slug: x\ntitle: X\n' }
    await backend.persistEntry(
      { dataFiles: [study], assets: [] },
      { newEntry: true, collectionName: 'case-studies' },
    )
    await backend.persistEntry(
      { dataFiles: [study], assets: [] },
      { newEntry: false, collectionName: 'case-studies' },
    )
    expect(saved.map((entry) => entry.dataFiles.map((file) => file.path))).toEqual([
      [study.path, PUBLISHED_ADDRESSES_FILE],
      [study.path],
    ])
    expect(parse(saved[0]!.dataFiles[1]!.raw)).toEqual([
      ...(parse(addressesText) as string[]),
      '/case-studies/x',
    ])
  })
})

describe('a deleted entry’s address and the pictures entries show (src/admin/editorBackend.ts)', () => {
  const redirectsText = readFileSync(path.join(root, REDIRECTS_FILE), 'utf8')
  const article = '---\ntitle: Lead Scoring\nfeaturedImage: /images/blog/lead-scoring.svg\n---\nText\n'
  function backend() {
    const calls: string[] = []
    const files: Record<string, string> = { [REDIRECTS_FILE]: redirectsText }
    const wrapped = wrapBackend({
      persistEntry: async ({ dataFiles }) => {
        for (const file of dataFiles) files[file.path] = file.raw
        calls.push(`write ${dataFiles.map((file) => file.path).join(', ')}`)
      },
      getEntry: async (file) => ({ data: files[file]! }),
      entriesByFolder: async (_folder, extension) =>
        extension === 'md' ? [{ file: { path: 'data/blog/lead-scoring.md' }, data: article }] : [],
      deleteFiles: async (paths) => {
        calls.push(`delete ${paths.join(', ')}`)
      },
    })
    return { wrapped, calls, files }
  }

  it('writes the redirect chosen for a deleted study in the same save, just before its file goes', async () => {
    const { wrapped, calls, files } = backend()
    const file = 'data/case-studies/04-x.yaml'
    redirectWithDeletion(file, { from: '/case-studies/x', to: '/case-studies' })
    await wrapped.deleteFiles([file], 'Delete x')
    expect(calls).toEqual([`write ${REDIRECTS_FILE}`, `delete ${file}`])
    expect(files[REDIRECTS_FILE]).toBe(`${redirectsText}- from: /case-studies/x\n  to: /case-studies\n`)
    // Once: deleted again (a file with the same name, later), nothing more is redirected.
    await wrapped.deleteFiles([file], 'Delete x')
    expect(calls.slice(2)).toEqual([`delete ${file}`])
  })

  it('refuses to delete a picture an entry shows, naming the entry; deletes one no entry shows', async () => {
    const { wrapped, calls } = backend()
    await expect(wrapped.deleteFiles(['public/images/blog/lead-scoring.svg'], 'Delete')).rejects.toThrow(
      "/images/blog/lead-scoring.svg is shown by the article 'Lead Scoring': give it another picture first, then delete it.",
    )
    await wrapped.deleteFiles(['public/images/blog/lead-scoring-old.svg'], 'Delete')
    expect(calls).toEqual(['delete public/images/blog/lead-scoring-old.svg'])
  })
})

/** A Decap entry as the slug widget reads it (an Immutable.js map). */
function entry(data: Record<string, unknown>, newRecord: boolean) {
  const values: Record<string, unknown> = { collection: 'case-studies', newRecord }
  return {
    get: (key: string) => values[key],
    getIn: ([, key]: readonly unknown[]) => data[key as string],
    toJS: () => ({ ...values, data }),
  }
}

function slugControl(value: string, title: string, newRecord: boolean) {
  const onChange = vi.fn()
  const props = {
    field: {
      get: (key: string) => (key === 'from' ? 'title' : undefined),
      getIn: () => undefined,
      toJS: () => ({}),
    },
    value,
    entry: entry({ title }, newRecord),
    forID: 'slug-field-1',
    classNameWrapper: '',
    onChange,
    setActiveStyle: () => {},
    setInactiveStyle: () => {},
    validate: () => {},
  } as ControlProps
  return { props, onChange }
}

describe('the slug field (src/admin/widgets/SlugControl.tsx)', () => {
  /** A slug control on a form, the title then typed key by key, as its field reports it. */
  function typedTitle(value: string, title: string, keys: string, newRecord = true) {
    const { props, onChange } = slugControl(value, title, newRecord)
    const control = new SlugControl(props)
    control.componentDidMount()
    let typed = title
    for (const key of keys) {
      fieldChanged('title', (typed += key))
    }
    control.componentWillUnmount()
    return onChange
  }

  it('follows a new entry’s title by the site’s address rule, keystroke by keystroke', () => {
    // Decap renders the slug's control again only when the slug changes, with the entry as it was:
    // each keystroke reaches it from the title's own field, whatever the slug's value is by then.
    const onChange = typedTitle('', 'Outbound for a', ' Freight!')
    expect(onChange.mock.calls.at(-1)).toEqual([slugify('Outbound for a Freight!')])
    expect(onChange.mock.calls.at(-1)).toEqual(['outbound-for-a-freight'])
    // Once as the form opens, then at every key.
    expect(onChange).toHaveBeenCalledTimes(1 + ' Freight!'.length)
  })

  it('stops following once the slug is typed by hand, and does not follow an entry already saved', () => {
    expect(typedTitle('freight-outbound', 'Outbound for a', ' Freight')).not.toHaveBeenCalled()
    expect(typedTitle('outbound-for-a', 'Outbound for a', ' Freight', false)).not.toHaveBeenCalled()
    const { props, onChange } = slugControl('', 'Outbound', true)
    const control = new SlugControl(props)
    control.componentDidMount()
    const input = renderToStaticMarkup(control.render())
    expect(input).toContain('id="slug-field-1"')
    // Typed by hand: what the slug input's onChange does.
    ;(control as unknown as { typed(value: string): void }).typed('my-own-slug')
    fieldChanged('title', 'Outbound Freight')
    control.componentWillUnmount()
    expect(onChange.mock.calls).toEqual([['outbound'], ['my-own-slug']])
  })

  it('changes in the keystroke that changed the title, never later', () => {
    // The title's change reaches the slug as the editor commits that keystroke: a slug changed later
    // (from a timer) rendered the form outside the keystroke, and keys typed meanwhile were lost.
    vi.useFakeTimers()
    try {
      const { props, onChange } = slugControl('', 'Outbound', true)
      const control = new SlugControl(props)
      control.componentDidMount()
      for (const title of ['Outbound F', 'Outbound Fr', 'Outbound Fre']) {
        fieldChanged('title', title)
        expect(onChange.mock.calls.at(-1)).toEqual([slugify(title)])
      }
      expect(vi.getTimerCount()).toBe(0)
      control.componentWillUnmount()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is shown, and kept, once the entry is published', () => {
    const published = slugControl('how-outbound-booked-87-calls', 'A New Title', false)
    const control = new SlugControl(published.props)
    const html = renderToStaticMarkup(control.render())
    expect(html).toMatch(/<input[^>]* readOnly=""/)
    expect(html).toContain('/case-studies/how-outbound-booked-87-calls')
    expect(renderToStaticMarkup(new SlugControl(slugControl('x', 'X', true).props).render())).not.toMatch(
      /readonly/i,
    )
  })
})

describe('a one-line text field keeps every key typed (src/admin/widgets/StringControl.tsx)', () => {
  it('keeps what was typed after each of its own changes as they arrive late, in order or not', () => {
    const sent = ['L', 'Le', 'Lea', 'Lead']
    expect(valueArrived(sent, 'L', 'Lead')).toEqual({ sent: ['Le', 'Lea', 'Lead'], text: 'Lead' })
    // A render that skipped some of them, and one that comes back with an older one.
    expect(valueArrived(sent, 'Lea', 'Lead')).toEqual({ sent: ['Lead'], text: 'Lead' })
    expect(valueArrived(['Lead'], 'Lead', 'Lead')).toEqual({ sent: [], text: 'Lead' })
  })

  it('shows a value it did not send: the entry changed elsewhere', () => {
    expect(valueArrived(['Lea', 'Lead'], '', 'Lead')).toEqual({ sent: [], text: '' })
    expect(valueArrived([], 'Freight outbound', '')).toEqual({ sent: [], text: 'Freight outbound' })
  })
})
