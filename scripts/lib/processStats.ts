/**
 * What the server's processes cost while the bench loads it: CPU time and resident memory of the
 * process listening on the port and every process under it (the supervising primary and its
 * workers), read from /proc (Linux). The bench prints them per path and per process.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

export type ProcessSample = { pid: number; ppid: number; name: string; cpuSeconds: number; rssBytes: number }

const readStat = (pid: number): ProcessSample | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name is in parentheses and may hold spaces: the fields after it are split on spaces.
    const close = stat.lastIndexOf(')')
    const name = stat.slice(stat.indexOf('(') + 1, close)
    const fields = stat.slice(close + 2).split(' ')
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    return { pid, ppid: Number(fields[1]), name, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND, rssBytes: rssKb * 1024 }
  } catch {
    return null
  }
}

/** The process listening on `port` on this machine, or null (another machine, or no `ss`). */
export const listenerPid = (port: number): number | null => {
  try {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' })
    return Number(/pid=(\d+)/.exec(out)?.[1]) || null
  } catch {
    return null
  }
}

/** `root` and every process under it, as they are now. */
export const sampleTree = (root: number): ProcessSample[] => {
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((sample): sample is ProcessSample => sample !== null)
  const tree = new Set([root])
  for (let grew = true; grew; ) {
    grew = false
    for (const sample of all) {
      if (!tree.has(sample.pid) && tree.has(sample.ppid)) {
        tree.add(sample.pid)
        grew = true
      }
    }
  }
  return all.filter((sample) => tree.has(sample.pid))
}

/** CPU used between two samples of the same tree, as a percentage of one core, and the memory after. */
export const costBetween = (before: ProcessSample[], after: ProcessSample[], seconds: number) => {
  const cpuBefore = new Map(before.map((sample) => [sample.pid, sample.cpuSeconds]))
  const perProcess = after.map((sample) => ({
    ...sample,
    cpuPercent: ((sample.cpuSeconds - (cpuBefore.get(sample.pid) ?? 0)) / seconds) * 100,
  }))
  return {
    cpuPercent: perProcess.reduce((sum, sample) => sum + sample.cpuPercent, 0),
    largestRssBytes: Math.max(0, ...perProcess.map((sample) => sample.rssBytes)),
    perProcess,
  }
}
