import { z } from 'zod'

/** The folder under public/ the editor uploads client photos and logos into. */
export const CLIENT_IMAGES_FOLDER = 'images/clients'

const publicPath = z
  .string()
  .regex(/^\/[\w\-./]+$/, 'must be a path under public/, such as /images/clients/acme.svg')

/** A client's image under public/, by its address (/images/clients/...): the editor uploads it there. */
export const clientImage = publicPath.meta({ cmsWidget: 'image', cmsFolder: CLIENT_IMAGES_FOLDER })

/** A client's logo: an SVG drawing under public/, sharp at any size. */
export const clientSvg = publicPath
  .refine(
    (value) => value.toLowerCase().endsWith('.svg'),
    'must be an SVG file under public/, such as /images/clients/acme.svg',
  )
  .meta({ cmsWidget: 'image', cmsFolder: CLIENT_IMAGES_FOLDER })
