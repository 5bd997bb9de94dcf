/**
 * The pages' data hooks (pages/**\/+data.ts) on the data `npm run build:data` wrote: each reads
 * loadContent itself, finds its page by its address, and answers an unknown one with the not-found page.
 */
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { loadContent } from '@/schemas/load.server'
import { legalPath, servicePath, solutionPath } from '@/lib/paths'
import { data as legalData } from '../../pages/(legal)/+data'
import { onBeforePrerenderStart as servicePaths } from '../../pages/services/@slug/+onBeforePrerenderStart'
import { data as serviceData } from '../../pages/services/@slug/+data'
import { onBeforePrerenderStart as solutionPaths } from '../../pages/solutions/@slug/+onBeforePrerenderStart'
import { data as solutionData } from '../../pages/solutions/@slug/+data'

const at = (urlPathname: string, slug?: string) =>
  ({ urlPathname, routeParams: slug === undefined ? {} : { slug } }) as unknown as PageContextServer

describe('the data hook of a service page', () => {
  it('gives each service of data/services.yaml its entry, its sections and its head, at its address', () => {
    const services = loadContent('services')
    expect(servicePaths()).toEqual(services.map((service) => servicePath(service.name)))
    for (const service of services) {
      const page = serviceData(at(servicePath(service.name), service.slug))
      expect(page.service.slug).toBe(service.slug)
      expect(page.page.sections).toEqual(loadContent('servicePages')[service.slug]!.sections)
      expect(page.seo.path).toBe(servicePath(service.name))
      expect('seoCostCalculator' in page).toBe(
        page.page.sections.some((section) => section.type === 'seo-cost-calculator'),
      )
    }
  })

  it('answers an unknown slug with the not-found page', () => {
    expect(() => serviceData(at('/services/no-such-service', 'no-such-service'))).toThrow(render(404))
  })
})

describe('the data hook of a solution page', () => {
  it('gives each solution its entry, its body and its head', () => {
    const solutions = loadContent('solutions')
    expect(solutionPaths()).toEqual(solutions.map((solution) => solutionPath(solution.slug)))
    for (const solution of solutions) {
      const page = solutionData(at(solutionPath(solution.slug), solution.slug))
      expect(page.solution.slug).toBe(solution.slug)
      expect(page.page.slug).toBe(solution.slug)
      expect(page.seo.path).toBe(solutionPath(solution.slug))
    }
    expect(() => solutionData(at('/solutions/none', 'none'))).toThrow(render(404))
  })
})

describe('the one data hook of the legal pages', () => {
  it.each(['privacy-policy', 'terms-of-service', 'cookie-policy'] as const)(
    'gives %s its own document, found by the address',
    (slug) => {
      const page = legalData(at(legalPath(slug)))
      expect(page.document.slug).toBe(slug)
      expect(page.seo.path).toBe(legalPath(slug))
    },
  )

  it('answers an address that is no legal document with the not-found page', () => {
    expect(() => legalData(at('/refund-policy'))).toThrow(render(404))
    expect(() => legalData(at(legalPath('privacy-policy')))).not.toThrow()
  })
})
