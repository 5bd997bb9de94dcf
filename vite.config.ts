import path from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'
import { BROWSER_TARGET } from './scripts/site/browsers.ts'
import { inlineScripts } from './scripts/site/inlineScriptPlugin.ts'
import { cmsEditor } from './scripts/cms/devPlugin.ts'
import { dataPipeline } from './scripts/data/devPlugin.ts'
import { islands } from './src/islands/vitePlugin.ts'

export default {
  // islands: the islands entry in the client build (src/islands/vitePlugin.ts); inlineScripts: the
  // inline scripts of every page's <head>, built from TypeScript modules; dataPipeline: `vike dev`
  // runs build:data at start and on every change to data/; cmsEditor: the content editor at /admin,
  // which asks it whether build:data would take an entry before saving.
  plugins: [react(), tailwindcss(), vike(), islands(), inlineScripts(), dataPipeline(), cmsEditor()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // scripts/build-site.ts builds into a fresh folder and publishes it as dist/ when it is complete.
  // No module preload helper: islands import their code when they hydrate, and appending preload
  // links for every dependency cost more main-thread time than the round trips it saved.
  build: { target: BROWSER_TARGET, outDir: process.env.BUILD_OUT_DIR ?? 'dist', modulePreload: false },
  // The build's day (its start, in UTC), all the code reads of it: builds of one day give the same
  // files, whose compressed copies the next build reuses (scripts/site/compress.ts).
  define: { __BUILD_TIME__: JSON.stringify(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`) },
} satisfies UserConfig
