import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/config/constants'
import { loadContent } from '@/schemas/load.server'
import { LOGO_PNG, socialImagePath } from '@/views/socialImage'
import {
  cachedCompress,
  compress,
  compressedCacheFile,
  compressionFingerprint,
  ENCODINGS,
} from '../../scripts/site/compress'
import {
  editorInputs,
  editorKey,
  editorRecipe,
  editorSources,
  PREVIEW_CSS,
  previewCssHash,
  type EditorSources,
} from '../../scripts/site/editorInputs'
import { rendererFingerprint, renderSocialImages } from '../../scripts/site/socialImages'

/**
 * The build reuses what an earlier build made from the same inputs (scripts/site/buildCache.ts).
 * Each cache is keyed by everything its bytes depend on: a change to any one input must change the
 * key, or a build would ship a stale file. A change to nothing it depends on must not.
 */

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'build-cache-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function write(relative: string, content: string): void {
  const file = path.join(root, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, content)
}

const packageJson = (version: string) => JSON.stringify({ version })

describe("the content editor's cache key", () => {
  const sources: EditorSources = {
    files: ['src/admin/main.ts', 'src/lib/cn.ts'],
    packages: ['node_modules/decap-cms-app', 'node_modules/@scope/lib'],
  }

  /** A repository with the editor's build code, its tools, two sources and two packages. */
  function repository(): void {
    for (const file of [
      'scripts/site/editor.ts',
      'scripts/site/browsers.ts',
      'scripts/cms/editorPage.ts',
      'server/front/addresses.ts',
    ])
      write(file, `// ${file}\n`)
    for (const name of ['vite', 'rolldown', '@tailwindcss/vite', '@tailwindcss/node', 'tailwindcss'])
      write(`node_modules/${name}/package.json`, packageJson('1.0.0'))
    write('src/admin/main.ts', "import { cn } from '@/lib/cn'\n")
    write('src/lib/cn.ts', 'export const cn = () => ""\n')
    write('node_modules/decap-cms-app/package.json', packageJson('3.6.0'))
    write('node_modules/@scope/lib/package.json', packageJson('2.0.0'))
    write('data/blog/an-article.md', 'One line of an article.\n')
  }

  const key = (env: NodeJS.ProcessEnv = {}, previewCss = 'css') =>
    editorKey(editorInputs(sources, { recipe: editorRecipe(root, env), previewCss }, root))

  beforeEach(repository)

  it('stays the same when nothing it depends on changed (a data file, another variable)', () => {
    const before = key()
    expect(key()).toBe(before)
    write('data/blog/an-article.md', 'One line of an article, edited.\n')
    write('src/features/other.ts', 'export {}\n')
    expect(key({ NODE_OPTIONS: '--max-old-space-size=4096' })).toBe(before)
  })

  it.each([
    ['a source file of the bundle', () => write('src/lib/cn.ts', 'export const cn = () => "x"\n')],
    ['a source file removed', () => rmSync(path.join(root, 'src/lib/cn.ts'))],
    ["a package's version", () => write('node_modules/decap-cms-app/package.json', packageJson('3.6.1'))],
    ["a scoped package's version", () => write('node_modules/@scope/lib/package.json', packageJson('2.0.1'))],
    ["the editor's build code", () => write('scripts/site/editor.ts', '// changed\n')],
    ['the browser target', () => write('scripts/site/browsers.ts', '// changed\n')],
    ["the editor's page", () => write('scripts/cms/editorPage.ts', '// changed\n')],
    ["the editor's address", () => write('server/front/addresses.ts', '// changed\n')],
    ["Vite's version", () => write('node_modules/vite/package.json', packageJson('1.0.1'))],
    ["Rolldown's version", () => write('node_modules/rolldown/package.json', packageJson('1.0.1'))],
    ["Tailwind's version", () => write('node_modules/tailwindcss/package.json', packageJson('1.0.1'))],
    [
      "Tailwind's Vite plugin",
      () => write('node_modules/@tailwindcss/vite/package.json', packageJson('1.1.0')),
    ],
    ['an env file Vite reads', () => write('.env.production', 'VITE_GREETING=hello\n')],
  ])('changes with %s', (_, change) => {
    const before = key()
    change()
    expect(key()).not.toBe(before)
  })

  it("changes with a VITE_ variable of the environment and with the preview's CSS", () => {
    const before = key()
    expect(key({ VITE_GREETING: 'hello' })).not.toBe(before)
    expect(key({}, 'other css')).not.toBe(before)
  })

  it("sorts a build's modules into files of the repository and packages, leaving out virtual ones", () => {
    expect(
      editorSources(
        [
          path.join(root, 'src/admin/main.ts'),
          path.join(root, 'src/admin/preview.css?direct'),
          path.join(root, 'node_modules/decap-cms-app/dist/index.js'),
          path.join(root, 'node_modules/@scope/lib/index.js'),
          path.join(root, 'node_modules/a/node_modules/b/index.js'),
          '\0vite/preload-helper.js',
          'virtual:module',
        ],
        root,
      ),
    ).toEqual({
      files: ['src/admin/main.ts', 'src/admin/preview.css'],
      packages: ['node_modules/@scope/lib', 'node_modules/a/node_modules/b', 'node_modules/decap-cms-app'],
    })
  })
})

describe("the preview CSS in the editor's key", () => {
  beforeEach(() => {
    write(PREVIEW_CSS, `@import '${path.resolve('node_modules/tailwindcss/index.css')}';\n`)
    write('src/page.tsx', 'export const Page = () => <p className="flex">Hello</p>\n')
    write('data/blog/an-article.md', 'A line about pipelines.\n')
  })

  it('changes when a file anywhere in the project uses a class no file used before', async () => {
    const before = await previewCssHash(root)
    write('data/blog/an-article.md', 'A line about pipelines, set in italic type.\n')
    expect(await previewCssHash(root)).not.toBe(before)
  })

  it('stays the same when an edit brings no new class', async () => {
    const before = await previewCssHash(root)
    write('data/blog/an-article.md', 'A line about pipelines, rewritten.\n')
    write('src/other.tsx', 'export const Other = () => <p className="flex">Bye</p>\n')
    expect(await previewCssHash(root)).toBe(before)
  })
})

describe('the cache of compressed copies', () => {
  const fingerprint = compressionFingerprint()
  const content = Buffer.from('<p>A page worth compressing.</p>'.repeat(40))

  it('gives back exactly what a fresh compression gives, from the cache the second time', async () => {
    const cache = { dir: root, fingerprint }
    for (const encoding of ENCODINGS) {
      const fresh = await compress(content, encoding)
      const first = await cachedCompress(content, encoding, cache)
      const second = await cachedCompress(content, encoding, cache)
      expect(first).toEqual({ bytes: fresh, cached: false })
      expect(second).toEqual({ bytes: fresh, cached: true })
    }
  })

  it('keys a copy by the content, the encoding and the compressor', () => {
    const file = compressedCacheFile(root, content, 'br', fingerprint)
    expect(compressedCacheFile(root, Buffer.concat([content, Buffer.from(' ')]), 'br', fingerprint)).not.toBe(
      file,
    )
    expect(compressedCacheFile(root, content, 'gz', fingerprint)).not.toBe(file)
    expect(compressedCacheFile(root, content, 'br', 'another compressor')).not.toBe(file)
  })

  it("changes the compressor's fingerprint with the version of Node's brotli or zlib", () => {
    expect(compressionFingerprint({ ...process.versions, brotli: '0.0.1' })).not.toBe(fingerprint)
    expect(compressionFingerprint({ ...process.versions, zlib: '0.0.1' })).not.toBe(fingerprint)
  })
})

describe('the cache of social images', () => {
  const site = loadContent('site')
  const pages = loadContent('sitePages').slice(0, 2)
  const logoSvg = readFileSync(path.resolve('public/logo.svg'), 'utf8')

  it('renders only the images whose card changed, and gives back the same bytes for the others', async () => {
    const first = await renderSocialImages(pages, site, { cacheDir: root, logoSvg })
    expect(first.rendered).toBe(pages.length + 1)

    const again = await renderSocialImages(pages, site, { cacheDir: root, logoSvg })
    expect(again.rendered).toBe(0)
    expect(again.files).toEqual(first.files)

    const edited = [{ ...pages[0]!, headline: `${pages[0]!.headline}, edited` }, pages[1]!]
    const afterEdit = await renderSocialImages(edited, site, { cacheDir: root, logoSvg })
    expect(afterEdit.rendered).toBe(1)
    const changed = socialImagePath(pages[0]!.path)
    expect(afterEdit.files.get(changed)).not.toEqual(first.files.get(changed))
    expect(afterEdit.files.get(LOGO_PNG.path)).toEqual(first.files.get(LOGO_PNG.path))

    const rebranded = await renderSocialImages(
      pages,
      { ...site, brand: 'Another brand' },
      { cacheDir: root, logoSvg },
    )
    expect(rebranded.rendered).toBe(pages.length)
    const relogoed = await renderSocialImages(pages, site, {
      cacheDir: root,
      logoSvg: logoSvg.replace('<svg', '<svg data-x="1"'),
    })
    expect(relogoed.rendered).toBe(pages.length + 1)
  }, 60_000)

  it("changes the renderer's fingerprint with the card's template, the image code and the sizes", () => {
    const dir = path.join(root, 'renderer')
    cpSync(path.resolve('scripts/site'), dir, { recursive: true })
    const before = rendererFingerprint(dir)
    expect(before).toBe(rendererFingerprint())
    for (const file of ['socialCard.tsx', 'socialImages.tsx']) {
      const original = readFileSync(path.join(dir, file), 'utf8')
      writeFileSync(path.join(dir, file), `${original}\n// changed\n`)
      expect(rendererFingerprint(dir), file).not.toBe(before)
      writeFileSync(path.join(dir, file), original)
    }
    expect(before).toContain(JSON.stringify([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, LOGO_PNG.size]))
  })
})
