import { createHash } from 'node:crypto'

import { THEME_SCRIPT } from './colorTheme'

/**
 * The CSP source that allows the theme script (src/lib/theme/colorTheme.ts) by its hash, computed
 * once from its exact text. It is deliberately not in the live policy (src/lib/http/securityHeaders.ts):
 * a browser that sees a hash in `script-src` ignores `'unsafe-inline'`, and Next's own inline data
 * scripts, which differ on every page, would stop running. It is ready for the day the policy can
 * drop `'unsafe-inline'` (docs/security.md).
 */
export const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT, 'utf8').digest('base64')}'`
