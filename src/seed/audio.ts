/**
 * The demo episode's sound, made on the spot: soft sine tones rising and falling over a few
 * chords, with gentle fades and pauses, encoded as MP3 by a JavaScript encoder (nothing is
 * downloaded, nothing recorded). Long enough to seek in and short enough to seed in a moment.
 */
import { Mp3Encoder } from '@breezystack/lamejs'

const RATE = 22_050
const KBPS = 64
// The frame size the encoder works in.
const BLOCK = 1152

// C major, A minor, F major, G major: one tone each, then its chord's third and fifth.
const CHORDS = [
  [261.63, 329.63, 392.0],
  [220.0, 261.63, 329.63],
  [174.61, 220.0, 261.63],
  [196.0, 246.94, 293.66],
]

/** The samples: `seconds` of tones (1.6 s each, 0.4 s apart), quiet and faded at both ends. */
const samples = (seconds: number): Int16Array => {
  const out = new Int16Array(Math.round(seconds * RATE))
  const tone = 1.6
  const step = 2.0
  const fade = 0.12
  const notes = CHORDS.flat()
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE
    const index = Math.floor(t / step)
    const local = t - index * step
    if (local > tone) continue
    const frequency = notes[index % notes.length]
    const envelope = Math.min(1, local / fade, (tone - local) / fade)
    // The fundamental with a quieter octave: a rounder sound than a bare sine.
    const value = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(4 * Math.PI * frequency * t)
    out[i] = Math.round(value * envelope * 0.18 * 32767)
  }
  return out
}

/** A mono MP3 of `seconds` seconds. */
export const episodeMp3 = (seconds = 24): Buffer => {
  const encoder = new Mp3Encoder(1, RATE, KBPS)
  const pcm = samples(seconds)
  const parts: Uint8Array[] = []
  for (let i = 0; i < pcm.length; i += BLOCK) parts.push(encoder.encodeBuffer(pcm.subarray(i, i + BLOCK)))
  parts.push(encoder.flush())
  return Buffer.concat(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)))
}
