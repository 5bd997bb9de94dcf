import type { Shell } from '@/schemas/shell'
import shellJson from '../../generated/shell.json'

/** Names, links and menus of the shell, written by `npm run build:data` from data/. */
export const shell: Shell = shellJson as Shell
