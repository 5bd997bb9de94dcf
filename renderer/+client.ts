import { whenLoadedAndPainted } from './whenLoadedAndPainted'

/**
 * The page's client code (Vike's `client` setting: pages are HTML-only, with no Vike client runtime,
 * see +config.ts), in `vike dev` and in the build alike. It stays small: the islands' code, React
 * and the layout's islands (./islandsEntry.ts), loads only once the page has loaded and been painted.
 */
whenLoadedAndPainted(() => void import('./islandsEntry'))
