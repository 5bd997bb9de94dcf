/**
 * Height reserved for the lead calculator (placeholder and calculator alike), measured at each width
 * range with a little slack, so nothing below it moves when it arrives.
 */
export const CALCULATOR_HEIGHT_CLASS =
  'min-h-[1264px] min-[360px]:min-h-[1172px] min-[390px]:min-h-[1152px] min-[430px]:min-h-[1060px] sm:min-h-[1040px] lg:min-h-[664px] xl:min-h-[552px]'
