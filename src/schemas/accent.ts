/** Colour names content may use (data/*.yaml); components/ui/accent maps each to its classes. */
export const accentNames = ['violet', 'sky', 'cyan', 'amber', 'rose', 'emerald'] as const
export type AccentName = (typeof accentNames)[number]
