import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { build, type Rollup } from 'vite'
import { loadContent } from '@/content/load.server'
import { EDITOR_ASSETS_DIR, EDITOR_ENTRY, editorPageHtml } from '../cms/editorPage'
import { cmsGithubRepo } from '../cms/writeConfig'
import { BROWSER_TARGET } from './browsers'

/**
 * Builds the content editor (Decap CMS at /admin) in a build of its own, after the site's: none of
 * its modules takes part in the chunking of the visitors' code, so no page of the site loads,
 * preloads or shares a file with it. Writes client/admin/index.html (its config, admin/config.yml,
 * comes from public/ with the site's build).
 */
export async function buildEditor(clientDir: string): Promise<void> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': path.resolve('src') } },
    // The preview pane wears the site's styles (src/admin/preview.css).
    plugins: [tailwindcss()],
    build: {
      target: BROWSER_TARGET,
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      modulePreload: false,
      // Decap is one large application: its size is known and loads only here.
      chunkSizeWarningLimit: 10_000,
      rollupOptions: {
        input: { cms: path.resolve(EDITOR_ENTRY) },
        output: {
          entryFileNames: `${EDITOR_ASSETS_DIR}/[name].[hash].js`,
          chunkFileNames: `${EDITOR_ASSETS_DIR}/[name].[hash].js`,
          assetFileNames: `${EDITOR_ASSETS_DIR}/[name].[hash][extname]`,
        },
      },
    },
  })) as Rollup.RollupOutput
  const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry)
  if (!entry) throw new Error(`the editor's build has no entry (${EDITOR_ENTRY})`)
  const page = path.join(clientDir, 'admin', 'index.html')
  mkdirSync(path.dirname(page), { recursive: true })
  writeFileSync(page, editorPageHtml(`/${entry.fileName}`, loadContent('site').brand, cmsGithubRepo()))
}
