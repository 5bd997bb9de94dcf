import path from 'node:path'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import type { UserConfig } from 'vite'

export default {
  plugins: [react(), tailwindcss(), vike()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // No preload links: the modules of a page load after its first paint, as they are imported (scripts/build/scriptPriority.ts).
  build: { target: 'es2022', modulePreload: false },
  define: { __BUILD_TIME__: JSON.stringify(new Date().toISOString()) },
} satisfies UserConfig
