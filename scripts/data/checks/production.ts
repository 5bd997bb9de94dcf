import type { Check } from '../dataSet'
import { productionFindings } from '../production'

/** `--production`: no placeholder address or example contact detail anywhere in data/. */
export const checkProduction: Check = (_data, problems, options) => {
  if (!options.production) return
  for (const source of problems.sources) {
    for (const { field, message, line } of productionFindings(source)) {
      problems.error(source.file, field, message, { line })
    }
  }
}
