/** A module built into the text of an inline script (scripts/site/inlineScriptPlugin.ts). */
declare module '*?inline-script' {
  const code: string
  export default code
}
