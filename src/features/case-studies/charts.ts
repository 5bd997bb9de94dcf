import { lazy } from 'react'

/** The chart code (chart.js) loads on demand, only on case-study detail pages. */
export const PerformanceChart = lazy(() => import('./PerformanceChart'))
export const TimelineChart = lazy(() => import('./TimelineChart'))
