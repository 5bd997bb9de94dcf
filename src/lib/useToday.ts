import { useEffect, useState } from 'react'

declare const __BUILD_TIME__: string

/**
 * Today's date. The server and the hydrating client both render the build time (so the HTML
 * matches), then the client moves to the visitor's real date after mount.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date(__BUILD_TIME__))
  useEffect(() => setToday(new Date()), [])
  return today
}
