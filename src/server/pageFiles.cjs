// @ts-check
/**
 * The page and data cache's files, shared by the server processes of one machine (`npm start`
 * runs one per core): a page one process rendered is served by the others without rendering it
 * again. One file per key under `dir` (the build's ID in its name, so a new build starts empty),
 * named by the key's SHA-1, holding the entry in V8's serialization (Next's entries hold Buffers
 * and Maps, which JSON would not bring back).
 *
 * Which files are still good is decided by time, on the one clock the processes share: each
 * entry records when the work behind it began (`readFrom`), and a process takes it only if that
 * was after the last change it was told of. A page rendered from rows older than a change is so
 * dropped by every process as soon as that process hears of the change, wherever it was stored
 * and whichever process hears first; a process also takes nothing begun before it started, so a
 * change made while no server was running cannot be hidden by files left from before.
 *
 * Any file-system error is a miss: the cache is then slower, never wrong.
 */
const { createHash } = require('node:crypto')
const fs = require('node:fs/promises')
const path = require('node:path')
const v8 = require('node:v8')

/** @typedef {{ value: unknown, lastModified: number, readFrom: number }} FileEntry */

/** @param {string} dir */
const pageFiles = (dir) => {
  let made = false
  /** @param {string} key */
  const fileOf = (key) => path.join(dir, `${createHash('sha1').update(key).digest('hex')}.v8`)

  return {
    /**
     * The entry stored for `key`, if its work began after `changedAt`.
     * @param {string} key @param {number} changedAt @returns {Promise<FileEntry | null>}
     */
    async read(key, changedAt) {
      try {
        const entry = /** @type {FileEntry & { key: string }} */ (v8.deserialize(await fs.readFile(fileOf(key))))
        return entry.key === key && entry.readFrom > changedAt ? entry : null
      } catch {
        return null
      }
    },

    /**
     * Stores `entry` for `key`: written whole under a temporary name, then renamed over the old
     * file, so a reader in another process sees the old entry or the new one, never half.
     * @param {string} key @param {FileEntry} entry
     */
    async write(key, entry) {
      const file = fileOf(key)
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`
      try {
        if (!made) await fs.mkdir(dir, { recursive: true })
        made = true
        await fs.writeFile(temporary, v8.serialize({ ...entry, key }))
        await fs.rename(temporary, file)
      } catch {
        await fs.rm(temporary, { force: true }).catch(() => {})
      }
    },

    /** @param {string} key */
    async remove(key) {
      await fs.rm(fileOf(key), { force: true }).catch(() => {})
    },

    /**
     * Deletes the files last written before `before` (expired by a change), and whatever is left
     * of other builds beside `dir`: a process that has not heard of the change yet merely misses.
     * @param {number} before
     */
    async sweep(before) {
      const parent = path.dirname(dir)
      const builds = await fs.readdir(parent).catch(() => /** @type {string[]} */ ([]))
      for (const build of builds) {
        if (build !== path.basename(dir)) await fs.rm(path.join(parent, build), { recursive: true, force: true }).catch(() => {})
      }
      const names = await fs.readdir(dir).catch(() => /** @type {string[]} */ ([]))
      for (const name of names) {
        const file = path.join(dir, name)
        const stat = await fs.stat(file).catch(() => null)
        if (stat && stat.mtimeMs < before) await fs.rm(file, { force: true }).catch(() => {})
      }
    },
  }
}

module.exports = { pageFiles }
