import { startCms } from './startCms'

/** The editor's entry: built apart from the site (scripts/build/editor.ts), served at /admin. */
startCms()
