/** Decap CMS renders the editor in the browser (+onRenderClient.ts); the HTML is only its shell. */
export default function Page() {
  return null
}
