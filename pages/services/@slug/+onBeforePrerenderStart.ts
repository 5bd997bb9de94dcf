import { loadContent } from '@/schemas/load.server'
import { servicePath } from '@/lib/paths'

/** The address of every service page (data/services.yaml). */
export const onBeforePrerenderStart = () =>
  loadContent('services').map((service) => servicePath(service.name))
