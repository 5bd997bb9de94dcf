import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { demoActivitiesSchema } from '@/schemas/demoActivities'
import { nextActivityIndex } from '@/features/home/demoRotation'

describe('nextActivityIndex', () => {
  it('advances through the four activities and wraps to the first', () => {
    const seen = [0]
    for (let tick = 0; tick < 5; tick++) seen.push(nextActivityIndex(seen.at(-1)!, 4))
    expect(seen).toEqual([0, 1, 2, 3, 0, 1])
  })

  it('stays at 0 for an empty list', () => {
    expect(nextActivityIndex(3, 0)).toBe(0)
  })
})

describe('data/demo-activities.yaml', () => {
  it('holds the four activities of the specification with their status and count', () => {
    const activities = demoActivitiesSchema.parse(parse(readFileSync('data/demo-activities.yaml', 'utf8')))
    expect(activities.map(({ title, status, count }) => [title, status, count])).toEqual([
      ['LinkedIn Outreach', 'Active', 24],
      ['Email Campaigns', 'Running', 89],
      ['Call Scheduling', 'Active', 32],
      ['Smart Follow-ups', 'Learning', 67],
    ])
  })
})
