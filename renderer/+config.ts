import type { Config } from 'vike/types'

export default {
  clientRouting: true,
  hydrationCanBeAborted: true,
  prerender: { partial: false, noExtraDir: false },
  passToClient: ['data', 'is404', 'headTags'],
} satisfies Config
