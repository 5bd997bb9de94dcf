import { SAMPLE_KEY } from '@/schemas/sample'
import type { Check } from '../dataSet'
import { fieldPath } from '../problems'
import { isMap, isScalar, isSeq } from 'yaml'

/**
 * `--production`: no entry marked `sample: true` (a demo quote, a sample rating) may go live. Each
 * is named at its marker's field and line, so the editor finds the entry to replace.
 */
export const checkSampleContent: Check = (_data, problems, options) => {
  if (!options.production) return
  for (const source of problems.sources) {
    const walk = (node: unknown, path: (string | number)[]) => {
      if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...path, index]))
      if (!isMap(node)) return
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue
        const key = String(pair.key.value)
        if (key === SAMPLE_KEY && isScalar(pair.value) && pair.value.value === true) {
          problems.error(
            source.file,
            fieldPath([...path, key]),
            "marks sample content standing in for real data: replace this entry with the agency's own and remove sample (or delete the entry) before a production build",
            { line: source.lineAt(pair.key.range![0]) },
          )
        } else {
          walk(pair.value, [...path, key])
        }
      }
    }
    walk(source.document.contents, [])
  }
}
