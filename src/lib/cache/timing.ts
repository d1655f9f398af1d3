/**
 * How long after a change its pages are expired once more (hooks.ts says why). A module
 * of its own so the browser tests can read it without loading Next's cache API.
 */
export const EXPIRED_AGAIN_AFTER_MS = 2_000
