import { Share2 } from 'lucide-react'
import { buttonClasses } from '@/components/ui/button'
import { notify } from '@/components/ui/toast'
import { browserShareEnvironment, shareArticle } from './share'
import { island } from '@/islands/island'

/** Shares the current article through the device's share sheet, or copies its address. */
function ShareButtonIsland({ title, excerpt }: { title: string; excerpt: string }) {
  const onClick = () => {
    void shareArticle(
      { title, text: excerpt, url: window.location.href },
      browserShareEnvironment((notice) => void notify(notice)),
    )
  }
  return (
    <button type="button" onClick={onClick} className={buttonClasses('outline', 'sm')}>
      <Share2 aria-hidden className="size-4" />
      Share
    </button>
  )
}

export const ShareButton = island(ShareButtonIsland)
