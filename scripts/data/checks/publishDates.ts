import type { Check } from '../dataSet'

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
