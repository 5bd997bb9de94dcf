import CMS from 'decap-cms-app'
import type { ComponentType } from 'react'
import type { InitOptions } from 'decap-cms-core'
import previewStyles from './preview.css?url'
import { parse } from 'yaml'
import { ArticlePreview, CaseStudyPreview, FieldsPreview, LegalPreview, ServicePagePreview } from './previews'
import { EDITOR_BACKENDS, registerEditorBackends } from './editorBackend'
import { COLLECTIONS } from './entrySchemas'
import { decapFormats } from './formats'
import { registerEditorPhrases } from './locale'
import { preUnpublish } from './deleteEntry'
import { preSave } from './saveEntry'
import { SLUG_WIDGET, TEXT_OR_LIST_WIDGET } from './widgets/names'
import { SlugControl } from './widgets/SlugControl'
import { StringControl } from './widgets/StringControl'
import { TextOrListControl, TextOrListPreview } from './widgets/TextOrListControl'
import { withRules } from './widgets/withRules'

/** Decap's widgets that edit a value of data/: each is given its field's rules. */
const RULED_WIDGETS = [
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'image',
  'markdown',
  'list',
  'object',
  'datetime',
  'relation',
]

/** Decap's widgets whose control is the editor's own: a one-line text keeps every key typed. */
const OWN_CONTROLS: Partial<Record<string, ComponentType<never>>> = { string: StringControl as never }

function registerWidgets(): void {
  for (const name of RULED_WIDGETS) {
    const widget = CMS.getWidget(name) as unknown as Record<string, unknown> & { control: never }
    const { control, preview, ...rest } = widget
    CMS.registerWidget({
      ...rest,
      name,
      controlComponent: withRules(OWN_CONTROLS[name] ?? control),
      previewComponent: preview,
    } as never)
  }
  CMS.registerWidget(SLUG_WIDGET, withRules(SlugControl as never) as never)
  CMS.registerWidget(
    TEXT_OR_LIST_WIDGET,
    withRules(TextOrListControl as never) as never,
    TextOrListPreview as never,
  )
}

/**
 * Every entry is previewed in the site's own styles: a study and an article as their pages, a legal
 * text and a service page with the site's components, the lists, pages' copy and settings as the
 * site's cards. Decap names the template of a file by the file's name, so the files are read from the
 * config the editor loads.
 */
async function registerPreviews(): Promise<void> {
  CMS.registerPreviewStyle(previewStyles)
  CMS.registerPreviewTemplate(COLLECTIONS.caseStudies, CaseStudyPreview)
  CMS.registerPreviewTemplate(COLLECTIONS.blog, ArticlePreview)
  const href = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href
  if (!href) return
  const config = parse(await (await fetch(href)).text()) as {
    collections: { name: string; files?: { name: string }[] }[]
  }
  for (const collection of config.collections) {
    const template =
      collection.name === COLLECTIONS.legal
        ? LegalPreview
        : collection.name === COLLECTIONS.servicePages
          ? ServicePagePreview
          : FieldsPreview
    for (const file of collection.files ?? []) CMS.registerPreviewTemplate(file.name, template)
  }
}

/**
 * Starts Decap CMS on /admin with the config build:data wrote beside the page (/admin/config.yml).
 * Under `npm run cms` (VITE_CMS_LOCAL_BACKEND set) it edits this checkout through decap-server, and
 * every save and delete is first checked by build:data's rules; a hosted editor signs in with GitHub.
 */
export async function startCms(): Promise<void> {
  const localBackend = import.meta.env.VITE_CMS_LOCAL_BACKEND as string | undefined
  for (const { name, extension, formatter } of decapFormats)
    CMS.registerCustomFormat(name, extension, formatter)
  registerEditorBackends()
  registerWidgets()
  registerEditorPhrases()
  await registerPreviews()
  const checkOnServer = Boolean(localBackend)
  CMS.registerEventListener({ name: 'preSave', handler: preSave({ checkOnServer }) })
  CMS.registerEventListener({ name: 'preUnpublish', handler: preUnpublish({ checkOnServer }) })
  // Decap merges this into the loaded config.yml: only what differs from the file. decap-server
  // writes the files of this checkout directly (it has no editorial workflow).
  const config = localBackend
    ? { backend: { name: EDITOR_BACKENDS.proxy, proxy_url: localBackend }, publish_mode: 'simple' }
    : { backend: { name: EDITOR_BACKENDS.github } }
  CMS.init({ config } as unknown as InitOptions)
}
