import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/config/constants'
import { loadFonts, renderSocialImage } from '../../scripts/site/socialImages'
import { pngSize } from '../build/support/builtSite'

const fonts = loadFonts()
const logo = `data:image/svg+xml;base64,${readFileSync(path.resolve('public/logo.svg')).toString('base64')}`

const card = {
  brand: 'Bandera',
  logo,
  kind: 'Case Study',
  headline: 'How Bandera AI Agents Booked 146 Demos for a Payments API Provider',
  detail: 'Fintech · 5 months · Warsaw, Poland',
  host: 'bandera.example',
}

describe('renderSocialImage', () => {
  it('draws a 1200x630 PNG, the same bytes every time for the same card', async () => {
    const first = await renderSocialImage(card, fonts)
    expect(pngSize(first)).toEqual({ width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT })
    expect((await renderSocialImage(card, fonts)).equals(first)).toBe(true)
    const other = await renderSocialImage(
      { ...card, headline: 'Appointment Setting for a Telehealth Platform' },
      fonts,
    )
    expect(other.equals(first)).toBe(false)
  }, 30_000)
})
