import { dateOutOfRange } from '@/lib/dates'
import type { Check } from '../dataSet'

/**
 * Every date of the content lies between the year the agency was founded and a year from today: a
 * date outside that range is a typo (1907, 2062), whichever field it is in.
 */
export const checkDateRanges: Check = (data, problems, { today }) => {
  const foundingYear = data.yaml.site?.foundingYear
  if (foundingYear === undefined) return
  // A date after today that must not be is refused by checkPublishDates below, in its own words.
  const check = (file: string, field: string, date: string | undefined, ahead = false) => {
    if (date === undefined || (date > today && !ahead)) return
    const problem = dateOutOfRange(date, foundingYear, today)
    if (problem) problems.error(file, field, problem)
  }
  for (const { file, item } of data.blog) check(file, 'publishDate', item.publishDate)
  for (const { file, item } of data.scheduled) check(file, 'publishDate', item.publishDate, true)
  for (const { file, item } of data.caseStudies) {
    check(file, 'publishDate', item.publishDate)
    check(file, 'updatedDate', item.updatedDate)
  }
  for (const document of data.legal) check(`legal/${document.slug}.md`, 'updated', document.updated)
}

/**
 * Nothing on the site is dated after the day it is built for: an article written ahead says
 * `scheduled: true` and waits off the site until its day (pipeline.ts leaves it out); any other
 * future date is a typo, and would put a page in the feed and sitemap dated days ahead.
 */
export const checkPublishDates: Check = (data, problems, { today }) => {
  for (const { file, item } of data.blog) {
    if (item.publishDate > today) {
      problems.error(
        file,
        'publishDate',
        `is ${item.publishDate}, after today (${today}): correct it, or add scheduled: true to publish the article on that day (it stays off the site until then)`,
      )
    }
  }
  for (const { file, item } of data.caseStudies) {
    if (item.publishDate > today) {
      problems.error(
        file,
        'publishDate',
        `is ${item.publishDate}, after today (${today}): a case study is on the site as soon as its file is in data/; write the day it is published`,
      )
    }
    if (item.updatedDate !== undefined && item.updatedDate > today) {
      problems.error(
        file,
        'updatedDate',
        `is ${item.updatedDate}, after today (${today}): write the day the study last changed`,
      )
    }
  }
}
