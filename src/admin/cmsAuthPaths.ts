/**
 * The GitHub sign-in of the hosted editor, served by the site's own Worker (worker/cmsAuth.ts): Decap
 * opens the first in a window, GitHub sends the editor back to the second.
 */
export const CMS_AUTH_PATH = '/api/cms/auth'
export const CMS_CALLBACK_PATH = '/api/cms/callback'
