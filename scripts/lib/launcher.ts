/**
 * How scripts/serve.ts is run: `node --conditions=production --import tsx scripts/serve.ts <command>`.
 * package.json's scripts and the Dockerfile spell out the same flags; the scripts and tests that
 * start it take them from here.
 *
 * `--conditions=production` makes packages that publish a build per mode (lexical and its
 * plugins) resolve straight to their production build. Without it, their entry point picks one
 * with a top-level `await import()`, and on Node 20, under tsx's module hooks, loading many of
 * those at once can leave the import unsettled: the launcher then waited forever, idle (3 of
 * 55 migrations on a busy machine; none in 85 with the flag). The launcher only migrates,
 * seeds and starts Next's development server, whose own processes choose their builds as before.
 */
export const LAUNCHER = ['--conditions=production', '--import', 'tsx', 'scripts/serve.ts'] as const

/**
 * The arguments to `node` that run serve.ts's `command`; `start` is the production server,
 * plain Node without tsx (scripts/start.mjs), as `npm start` runs it.
 */
export const launcherArgs = (command: string, ...args: string[]) =>
  command === 'start' ? ['scripts/start.mjs', ...args] : [...LAUNCHER, command, ...args]
