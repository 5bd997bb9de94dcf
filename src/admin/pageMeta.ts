/** The editor page's meta tag naming the GitHub repository a hosted editor commits to. */
export const GITHUB_REPO_META = 'cms-github-repo'
