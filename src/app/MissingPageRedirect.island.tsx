import { useEffect } from 'react'
import { island } from '@/islands/island'
import { redirectForMissingPage } from '@/lib/paths'

/**
 * A static host serves the 404 page for any missing address; unknown case studies and articles
 * belong on their list instead (the production server redirects them before this point).
 */
function MissingPageRedirectIsland() {
  useEffect(() => {
    const target = redirectForMissingPage(window.location.pathname)
    if (target) window.location.replace(target)
  }, [])
  return null
}

export const MissingPageRedirect = island(MissingPageRedirectIsland)
