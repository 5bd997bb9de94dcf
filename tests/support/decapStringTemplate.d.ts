/** Decap's template engine for preview_path (decap-cms-lib-widgets ships no types for it). */
declare module 'decap-cms-lib-widgets/dist/esm/stringTemplate.js' {
  import type { Map } from 'immutable'
  export function compileStringTemplate(
    template: string,
    date: Date | null | undefined,
    identifier?: string,
    data?: Map<string, unknown>,
    processor?: (value: string) => string,
  ): string
  export function addFileTemplateFields(
    entryPath: string,
    fields: Map<string, string>,
    folder?: string,
  ): Map<string, string>
}
