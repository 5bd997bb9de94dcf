import { useCallback, useEffect, useState } from 'react'
import { DEMO_COUNTER_BASE, DEMO_ROTATION_MS } from '@/config/constants'
import { nextActivityIndex } from './demoRotation'

interface RotationState {
  /** The activity shown. */
  index: number
  /** "AI Actions Executed": the base plus one per tick. */
  executed: number
  /** Bumped by a manual selection, which restarts the interval so the chosen activity gets a full tick. */
  epoch: number
}

/**
 * The Live Automation card's clock: every DEMO_ROTATION_MS the next activity (cyclic) and one more
 * executed action. It starts at activity 0 and DEMO_COUNTER_BASE on the server and at hydration; the
 * interval only runs in the browser, while `running`.
 */
export function useDemoRotation(count: number, running: boolean) {
  const [state, setState] = useState<RotationState>({ index: 0, executed: DEMO_COUNTER_BASE, epoch: 0 })
  const { epoch } = state

  useEffect(() => {
    if (!running) return
    const timer = window.setInterval(() => {
      setState((current) => ({
        ...current,
        index: nextActivityIndex(current.index, count),
        executed: current.executed + 1,
      }))
    }, DEMO_ROTATION_MS)
    return () => window.clearInterval(timer)
  }, [running, count, epoch])

  const select = useCallback((index: number) => {
    setState((current) => ({ ...current, index, epoch: current.epoch + 1 }))
  }, [])

  return { index: state.index, executed: state.executed, select }
}
