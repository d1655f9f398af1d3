import { config } from 'zod'

/**
 * Zod compiles object schemas with `new Function` where it may, after probing for it. The site's
 * Content-Security-Policy allows no eval, so in the browser the probe itself is reported as a
 * policy violation (a console error on every page with a form), although Zod catches it and
 * parses without. Saying so up front skips the probe; parsing is what it would be anyway.
 * The browser loads zod only with a form's check (lazyZodResolver, lazySchemaCheck), which
 * imports this module before the schema.
 */
config({ jitless: true })
