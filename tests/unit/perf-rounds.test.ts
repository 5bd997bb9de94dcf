import { describe, expect, it } from 'vitest'
import { interleavedRounds, perfOptions } from '../../scripts/perf/rounds'

describe('npm run perf interleaves its audits', () => {
  const targets = ['/', '/services/a', '/case-studies/b', '/blog/c', '/privacy-policy', 'floor']

  it('audits every target once in each round', () => {
    const rounds = interleavedRounds(targets, 3)
    expect(rounds).toHaveLength(3)
    for (const round of rounds) expect([...round].sort()).toEqual([...targets].sort())
  })

  it('starts each round with another target, so no page always comes first', () => {
    const firsts = interleavedRounds(targets, 3).map((round) => round[0])
    expect(firsts).toEqual(['/', '/services/a', '/case-studies/b'])
  })

  it('never audits one target twice in a row, across round boundaries too, with three or more targets', () => {
    const sequence = interleavedRounds(targets, 6).flat()
    for (let index = 1; index < sequence.length; index++) {
      expect(sequence[index]).not.toBe(sequence[index - 1])
    }
  })

  it('puts each target in every position once over as many rounds as there are targets', () => {
    const rounds = interleavedRounds(targets, targets.length)
    for (const target of targets) {
      const positions = rounds.map((round) => round.indexOf(target)).sort()
      expect(positions).toEqual(targets.map((_, index) => index))
    }
  })
})

describe('npm run perf reads its arguments', () => {
  it('takes the paths to audit', () => {
    expect(perfOptions(['/', '/privacy-policy'])).toEqual({ paths: ['/', '/privacy-policy'] })
    expect(perfOptions([])).toEqual({ paths: [] })
  })

  it('takes a baseline build to audit side by side, before or after the paths', () => {
    expect(perfOptions(['--baseline', '../base/dist', '/'])).toEqual({
      paths: ['/'],
      baseline: '../base/dist',
    })
    expect(perfOptions(['/', '--baseline=../base/dist'])).toEqual({ paths: ['/'], baseline: '../base/dist' })
  })

  it('refuses an option it does not know, naming it', () => {
    expect(() => perfOptions(['--runs', '5'])).toThrow(/--runs/)
  })
})
