/**
 * How long this machine takes to hand a process a fresh page of memory (4 KB), in microseconds,
 * the least of three rounds of touching 64 MB (another process's work lengthens one). A physical machine or a phone takes about 1 µs; some virtual
 * machines take ten times that. Every page load in Lighthouse starts a new renderer process,
 * which touches tens of megabytes before the page can respond, and Lighthouse counts the main
 * thread's time four times over for its simulated phone: there, a slow fresh page costs every
 * page's score, the framework's alone included.
 */
const BYTES = 64 * 1024 * 1024

const oneRound = () => {
  const started = process.hrtime.bigint()
  const buffer = Buffer.allocUnsafeSlow(BYTES)
  for (let offset = 0; offset < BYTES; offset += 4096) buffer[offset] = 1
  return Number(process.hrtime.bigint() - started) / 1000 / (BYTES / 4096)
}

export const freshPageMicroseconds = () => Math.min(oneRound(), oneRound(), oneRound())
