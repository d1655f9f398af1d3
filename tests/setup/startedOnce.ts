/**
 * Vitest runs the global setup of each project (vitest.config.ts has two, which differ only in
 * module isolation), all in its main process. The test database and the mail catcher are
 * started by the first and stopped by the last teardown, so both projects share them.
 */
type Started = { value: Promise<unknown>; users: number }

const started: Map<string, Started> = ((globalThis as { __startedOnce?: Map<string, Started> }).__startedOnce ??= new Map())

export const startedOnce = async <T>(name: string, start: () => Promise<T>, stop: (value: T) => Promise<void>) => {
  let entry = started.get(name)
  if (!entry) started.set(name, (entry = { value: start(), users: 0 }))
  entry.users += 1
  const value = (await entry.value) as T
  const release = async () => {
    entry.users -= 1
    if (entry.users > 0) return
    started.delete(name)
    await stop(value)
  }
  return { value, release }
}
