/** Resolves once `url` answers below 500, polling every half second; throws after `timeoutMs`. */
export const waitForServer = async (url: string, timeoutMs = 120_000) => {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
