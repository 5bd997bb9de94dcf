/** Intrinsic sizes of the artwork in public/images (blog/*.svg and authors/*.svg), so nothing shifts. */
export const FEATURED_IMAGE_WIDTH = 1200
export const FEATURED_IMAGE_HEIGHT = 630
export const AVATAR_SIZE = 96
