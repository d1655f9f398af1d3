/**
 * An episode's audio file may be long: up to 500 MB, for editors and the creator alike. It is
 * never held in memory: the request streams through a byte count (src/app/(payload)/cms-api/
 * _rest/bodyLimit.ts) into a temporary file (Payload's `upload.useTempFiles`), from which it is
 * copied to the disk or the bucket.
 */
export const EPISODE_AUDIO_LIMIT = 500 * 1024 * 1024

/**
 * What the multipart form adds around the file (boundaries, the document's JSON): far less than
 * this, which only keeps a file of exactly the limit from being refused for its envelope.
 */
export const MULTIPART_ALLOWANCE = 1024 * 1024

/** What the creator reads when an episode's file is over the limit: what to do about it. */
export const AUDIO_TOO_LARGE = 'This audio file is larger than 500 MB. Export it at a lower bit rate (for example as a 128 kbps MP3) and upload it again.'
