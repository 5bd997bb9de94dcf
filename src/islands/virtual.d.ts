/** The islands entry's address (src/islands/vitePlugin.ts). */
declare module 'virtual:bandera/islands-entry' {
  const address: string
  export default address
}
