import { describe, expect, it, vi } from 'vitest'
import { COPY_FAILED, LINK_COPIED, shareArticle, type ShareData } from '@/features/blog/share'

const data: ShareData = {
  title: 'How AI Lead Scoring Works, and Where It Fails',
  text: 'Predictive lead scoring can double the productivity of a sales team.',
  url: 'https://bandera.example/blog/how-ai-lead-scoring-works-and-where-it-fails',
}

function abortError(): Error {
  const error = new Error('Share canceled')
  error.name = 'AbortError'
  return error
}

describe('shareArticle', () => {
  it('opens the share sheet with title, excerpt and address, and copies nothing', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    const writeText = vi.fn()
    const notify = vi.fn()
    expect(await shareArticle(data, { share, writeText, notify })).toBe('shared')
    expect(share).toHaveBeenCalledWith({ title: data.title, text: data.text, url: data.url })
    expect(writeText).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('copies the address and confirms it when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const notify = vi.fn()
    expect(await shareArticle(data, { writeText, notify })).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.url)
    expect(notify).toHaveBeenCalledWith({
      title: 'Link Copied!',
      description: 'Article link copied to clipboard',
    })
    expect(LINK_COPIED).toEqual({ title: 'Link Copied!', description: 'Article link copied to clipboard' })
  })

  it('does nothing when the reader cancels the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(abortError())
    const writeText = vi.fn()
    const notify = vi.fn()
    expect(await shareArticle(data, { share, writeText, notify })).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
  })

  it('treats a DOMException AbortError as a cancel too', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'))
    const notify = vi.fn()
    expect(await shareArticle(data, { share, writeText: vi.fn(), notify })).toBe('cancelled')
    expect(notify).not.toHaveBeenCalled()
  })

  it('falls back to copying when sharing fails for another reason', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'))
    const writeText = vi.fn().mockResolvedValue(undefined)
    const notify = vi.fn()
    expect(await shareArticle(data, { share, writeText, notify })).toBe('copied')
    expect(writeText).toHaveBeenCalledWith(data.url)
    expect(notify).toHaveBeenCalledWith(LINK_COPIED)
  })

  it('says so when the address cannot be copied either', async () => {
    const notify = vi.fn()
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    expect(await shareArticle(data, { writeText, notify })).toBe('failed')
    expect(await shareArticle(data, { notify })).toBe('failed')
    expect(notify).toHaveBeenCalledTimes(2)
    expect(notify).toHaveBeenNthCalledWith(1, COPY_FAILED)
    expect(notify).not.toHaveBeenCalledWith(LINK_COPIED)
  })
})
