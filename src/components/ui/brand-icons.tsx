import { Icon } from 'lucide-react'
import { instagramDrawing, linkedInDrawing } from '@/lib/brandIcons'

export function InstagramIcon({ className }: { className?: string }) {
  return <Icon icon={instagramDrawing} className={className} />
}

export function LinkedInIcon({ className }: { className?: string }) {
  return <Icon icon={linkedInDrawing} className={className} />
}
