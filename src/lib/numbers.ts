/**
 * A number as en-US writes it: thousands separated by commas, at most three decimals, no trailing
 * zeros (what toLocaleString('en-US') gives). Written out so that the first load never pays for
 * initialising Intl.
 */
export function formatEnUsNumber(value: number): string {
  const [whole = '0', fraction] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, '')
    .split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}
