/** An industry the home page says we serve, and the contact form's option its visitors pick. */
export interface ServedIndustry {
  name: string
  formOption: string
}

/**
 * The line under the contact form's Industry field that says where the industries we serve belong
 * among its options: "Software Development, SaaS and Web3: choose Technology. Fintech: choose
 * Finance." An industry named like its option needs no mention.
 */
export function industryHint(options: readonly string[], served: readonly ServedIndustry[]): string {
  return options
    .map((option) => ({
      option,
      names: served
        .filter((industry) => industry.formOption === option && industry.name !== option)
        .map((industry) => industry.name),
    }))
    .filter((group) => group.names.length > 0)
    .map(({ option, names }) => {
      const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`
      return `${list}: choose ${option}.`
    })
    .join(' ')
}
