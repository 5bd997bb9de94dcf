/**
 * Closes the popover `element` lies in (or is), if one is open: a link that leads elsewhere, or opens
 * a dialog, takes the visitor out of the phone menu.
 */
export function closePopoverAround(element: Element | null): void {
  const popover = element?.closest<HTMLElement>('[popover]')
  if (popover?.matches(':popover-open')) popover.hidePopover()
}
