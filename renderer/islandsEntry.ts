import { startIslands } from './startIslands'

/**
 * Starts the page's islands: imported by the page's client code (+client.ts) once the page has
 * loaded and been painted. Its file holds React and the layout's islands (vite.config.ts).
 */
startIslands()
