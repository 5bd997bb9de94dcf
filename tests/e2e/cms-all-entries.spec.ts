import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import {
  cmsBaseURL,
  cmsRepo,
  inputOf,
  openEntry,
  publish,
  restore,
  signIn,
  typeOver,
} from './support/cmsEditor'
import { collectionFormat, entrySchema, schemaAt } from '@/admin/entrySchemas'
import { fromFile } from '@/admin/formats'
import { isEmptyValue } from '@/admin/yamlEdit'
import {
  changes,
  configFields,
  dataFiles,
  diffLines,
  editorEntries,
  git,
  textFields,
  type EditorEntry,
  type TextField,
} from './support/cmsEntries'

/**
 * Every entry of the editor at /admin under `npm run cms` (playwright.cms.config.ts), opened,
 * previewed and saved: what a save changed is what `git diff` shows in the copy of the checkout.
 * The file's name sorts before the editor's other specs, so that its long tests start first and the
 * two workers finish at about the same time.
 */

test.use(cmsBaseURL)

// The tests are listed before the copy is made: from this checkout, whose data/ the copy is.
const entries = editorEntries(path.resolve('.'))
/** Files of data/ the editor leaves to a reviewed YAML edit. */
const NOT_IN_EDITOR = ['data/published-addresses.yaml', 'data/redirects.yaml']

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A text field written plain on a line of its own, whose rules take a trailing space (its schema
 * trims it): the change this test makes and takes back on any entry without breaking its rules.
 */
function fieldToTouch(entry: EditorEntry): TextField | undefined {
  const text = readFileSync(path.join(cmsRepo(), entry.file), 'utf8')
  const data = fromFile(collectionFormat(entry.collection), text)
  // An entry with nothing in it (a list file that lists nothing yet) has no line to change.
  if (Object.values(data).every(isEmptyValue)) return undefined
  const root = entrySchema(entry.collection, entry.slug)!
  const field = textFields(configFields(cmsRepo(), entry), data).find(({ name, value, schemaPath }) => {
    // `name: value` or a list's `- value`, not the inside of a block of text written over lines.
    const line = new RegExp(`^ *(?:- (?:${escaped(name)}: )?|${escaped(name)}: )${escaped(value)}$`, 'm')
    const schema = schemaAt(root, schemaPath)!
    const spaced = schema.safeParse(`${value} `)
    return line.test(text) && spaced.success && spaced.data === schema.safeParse(value).data
  })
  if (!field) throw new Error(`${entry.file}: no text field takes a trailing space`)
  return field
}

// Each test starts from the copy as committed, whatever the one before it left.
test.beforeEach(() => restore())

test('the editor edits every file of data/ but the address lists', () => {
  expect(entries.map((entry) => entry.file).sort()).toEqual(
    dataFiles(cmsRepo()).filter((file) => !NOT_IN_EDITOR.includes(file)),
  )
})

/**
 * The entries of data/, in a few groups: each test opens every entry of its group and saves it with
 * a one-line change, which must write that line and nothing else of the file, and no other file. The
 * first entry of each group with a line to change is then changed back and saved again, which must
 * write the file as it was; the others keep their change until the test ends: a save costs two runs
 * of build:data (the check before it, and the dev server's run after it), a second save of every
 * entry doubled this stage, and putting each file back from git cost a third run. Every
 * entry's fields pass the form's checks in tests/unit/cms-field-rules.test.ts; every file saved
 * unchanged is written byte for byte, and every value's change as its own line, in
 * tests/unit/cms-yaml-edit.test.ts.
 */
// The longest first, so that the two workers finish at about the same time.
const inCollections = (...collections: string[]) =>
  entries.filter((entry) => collections.includes(entry.collection))
const groups = [
  { name: 'case study', entries: inCollections('case-studies') },
  {
    name: 'page copy, settings file and legal text',
    entries: inCollections('page-copy', 'settings', 'legal'),
  },
  { name: 'article', entries: inCollections('blog') },
  { name: 'list file', entries: inCollections('lists') },
  { name: 'service page', entries: inCollections('service-pages') },
]

test('the entries tested below are every entry of the editor', () => {
  const files = (list: EditorEntry[]) => list.map((entry) => entry.file).sort()
  expect(files(groups.flatMap((group) => group.entries))).toEqual(files(entries))
  expect(groups.every((group) => group.entries.length > 0)).toBe(true)
})

for (const group of groups) {
  test(`every ${group.name} opens and previews without an error and saves a one-line change as a one-line diff; the first, changed back, as an empty git diff`, async ({
    page,
  }) => {
    test.setTimeout(120_000 + group.entries.length * 30_000)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await signIn(page)
    let changedBack = false
    for (const entry of group.entries) {
      await test.step(entry.file, async () => {
        await openEntry(page, entry)
        await expect(page.getByRole('heading', { name: 'Error' })).toHaveCount(0)
        await expect(page.locator('#preview-pane')).toBeVisible()
        if (entry.collection === 'case-studies' || entry.collection === 'blog') {
          const { title } = fromFile(
            collectionFormat(entry.collection),
            readFileSync(path.join(cmsRepo(), entry.file), 'utf8'),
          ) as { title: string }
          await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toHaveText(
            title,
          )
        }
        expect(errors).toEqual([])
        const field = fieldToTouch(entry)
        if (!field) {
          // A list file that lists nothing yet: no line to change, so nothing Decap would save.
          expect(parse(readFileSync(path.join(cmsRepo(), entry.file), 'utf8'))).toEqual([])
          return
        }
        const input = await inputOf(page, field)
        // A space added and saved changes that one line and nothing else of the file, and no other
        // file: the files saved before it are as their own saves left them.
        const othersBefore = changes(cmsRepo(), { except: entry.file })
        await input.fill(`${field.value} `)
        await publish(page)
        const touched = diffLines(git(cmsRepo(), 'diff', '--', entry.file))
        expect(touched.removed).toHaveLength(1)
        expect(touched.added).toEqual([expect.stringContaining(`${field.value} `)])
        expect(changes(cmsRepo(), { except: entry.file })).toEqual(othersBefore)
        if (changedBack) return
        changedBack = true
        // Taken back and saved, the file is as it was committed. Opened again first: Decap compares
        // the form with the entry as it was loaded, which the space taken back would equal.
        await openEntry(page, entry)
        await typeOver(await inputOf(page, { ...field, value: `${field.value} ` }), field.value)
        await publish(page)
        expect(changes(cmsRepo())).toEqual({ diff: '', untracked: [] })
        expect(errors).toEqual([])
      })
    }
  })
}
