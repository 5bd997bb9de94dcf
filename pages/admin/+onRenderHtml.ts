import { escapeInject } from 'vike/server'
import { loadContent } from '@/content/load.server'

/**
 * The editor's shell: no site layout, styles or islands, kept out of search results (the server
 * also sends X-Robots-Tag), with the config build:data wrote (scripts/cms/config.ts).
 */
export function onRenderHtml() {
  const { brand } = loadContent('site')
  return escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor | ${brand}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
  </head>
  <body></body>
</html>`
}
