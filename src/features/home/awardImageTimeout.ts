/**
 * How long an award's picture may take to load before the drawn badge takes its place for good.
 * Here rather than in src/config/constants.ts: that module is part of every page's first script,
 * and only the award list, which loads on demand, needs this number.
 */
export const AWARD_IMAGE_TIMEOUT_MS = 4000
