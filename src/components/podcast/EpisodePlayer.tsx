'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { focusRing, secondaryButtonClass } from '@/components/forms/styles'

type Props = {
  /** The audio file's site path. */
  src: string
  type: string
  /** Where the listener's place is kept in this browser: one per episode. */
  slug: string
  /** The file's length, known before the browser reads it. */
  seconds: number
}

const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const
const BACK = 15
const FORWARD = 30

/** The key of an episode's remembered place in localStorage. */
const positionKey = (slug: string) => `podcast-position:${slug}`

const clock = (total: number) => {
  const s = Math.max(0, Math.floor(total))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}

const spoken = (total: number) => {
  const s = Math.max(0, Math.floor(total))
  const m = Math.floor(s / 60)
  const rest = s % 60
  return m ? `${m} minute${m === 1 ? '' : 's'} ${rest} second${rest === 1 ? '' : 's'}` : `${rest} second${rest === 1 ? '' : 's'}`
}

const readPosition = (slug: string): number => {
  try {
    const value = Number(window.localStorage.getItem(positionKey(slug)))
    return Number.isFinite(value) && value > 0 ? value : 0
  } catch {
    return 0
  }
}

const writePosition = (slug: string, seconds: number | null) => {
  try {
    if (seconds === null) window.localStorage.removeItem(positionKey(slug))
    else window.localStorage.setItem(positionKey(slug), String(Math.floor(seconds)))
  } catch {
    // Storage refused (private mode, quota): the place is simply not remembered.
  }
}

// Nothing outside changes what these read while the page is open.
const noChanges = () => () => {}

/**
 * The episode's player: the browser's own audio element, with controls of our own once the
 * script runs (the native controls until then): play and pause, back 15 s, forward 30 s, the
 * speed from 0.75× to 2×, and a slider to seek. The place is remembered per episode in this
 * browser and taken up again, once, on the next visit; an episode heard to the end starts
 * afresh. A file that cannot be loaded is said so, with the link to download it.
 */
export function EpisodePlayer({ src, type, slug, seconds }: Props) {
  const audio = useRef<HTMLAudioElement>(null)
  // The server's HTML has the browser's own controls; ours once the script runs.
  const enhanced = useSyncExternalStore(noChanges, () => true, () => false)
  // The place kept from an earlier visit, read once per episode (the place written while this
  // one plays must not move it), and shown until the audio itself says where it is.
  const [keptPlaces] = useState(() => new Map<string, number>())
  const kept = useSyncExternalStore(
    noChanges,
    () => {
      if (!keptPlaces.has(slug)) keptPlaces.set(slug, readPosition(slug))
      return keptPlaces.get(slug)!
    },
    () => 0,
  )
  // The episode whose kept place the audio has been taken to: once each, never again as it plays.
  const resumed = useRef<string | null>(null)
  const [playing, setPlaying] = useState(false)
  const [current, setTime] = useState<number | null>(null)
  const time = current ?? kept
  const [length, setLength] = useState(seconds)
  const [speed, setSpeed] = useState<number>(1)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const element = audio.current
    if (!element) return
    const resume = () => {
      if (Number.isFinite(element.duration)) setLength(element.duration)
      if (resumed.current === slug) return
      resumed.current = slug
      const place = readPosition(slug)
      if (place && place < (Number.isFinite(element.duration) ? element.duration : seconds) - 1) element.currentTime = place
    }
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) resume()
    else element.addEventListener('loadedmetadata', resume, { once: true })
    return () => element.removeEventListener('loadedmetadata', resume)
  }, [slug, seconds])

  useEffect(() => {
    const element = audio.current
    if (!element) return
    // A file that is missing or cannot be read: the error comes on the <source>, or on the
    // audio element once it has started reading.
    const source = element.querySelector('source')
    const onError = () => {
      setFailed(true)
      setPlaying(false)
    }
    element.addEventListener('error', onError)
    source?.addEventListener('error', onError)
    // It may have come before the script ran. Without a source (the browser gave up on it, or
    // is only starting to choose one), choosing again says which, through the events above.
    if (element.error) onError()
    else if (element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) element.load()
    return () => {
      element.removeEventListener('error', onError)
      source?.removeEventListener('error', onError)
    }
  }, [src])

  useEffect(() => {
    const element = audio.current
    if (!element) return
    let written = -1
    const onTime = () => {
      setTime(element.currentTime)
      const whole = Math.floor(element.currentTime)
      if (whole !== written && whole > 0) {
        written = whole
        writePosition(slug, whole)
      }
    }
    const onPlay = () => setPlaying(true)
    const onPause = () => {
      setPlaying(false)
      if (element.currentTime > 0 && !element.ended) writePosition(slug, element.currentTime)
    }
    const onEnded = () => {
      setPlaying(false)
      writePosition(slug, null)
    }
    element.addEventListener('timeupdate', onTime)
    element.addEventListener('play', onPlay)
    element.addEventListener('pause', onPause)
    element.addEventListener('ended', onEnded)
    return () => {
      element.removeEventListener('timeupdate', onTime)
      element.removeEventListener('play', onPlay)
      element.removeEventListener('pause', onPause)
      element.removeEventListener('ended', onEnded)
    }
  }, [slug])

  const seek = (to: number) => {
    const element = audio.current
    if (!element) return
    const target = Math.min(Math.max(0, to), length)
    element.currentTime = target
    setTime(target)
    writePosition(slug, target)
  }

  const toggle = () => {
    const element = audio.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPlaying(false))
    else element.pause()
  }

  const changeSpeed = (value: number) => {
    setSpeed(value)
    if (audio.current) audio.current.playbackRate = value
  }

  return (
    <div className="rounded-xl bg-stone-900 px-4 py-5 text-stone-100 sm:px-6">
      <audio ref={audio} controls={!enhanced} preload="metadata" className={enhanced ? 'hidden' : 'w-full'} data-testid="episode-audio">
        <source src={src} type={type} />
        <a href={src}>Download the episode</a>
      </audio>
      {/* Always in the page once the script runs, so that a screen reader announces what comes into it. */}
      {enhanced && (
        <div role="status" className={failed ? 'mb-4' : undefined}>
          {failed && (
            <p>
              The recording could not be loaded.{' '}
              <a href={src} download className={`font-semibold text-amber-300 underline ${focusRing}`}>
                Download the episode
              </a>{' '}
              to listen to it in another app.
            </p>
          )}
        </div>
      )}
      {enhanced && !failed && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={toggle}
              className={`inline-flex min-h-11 min-w-24 items-center justify-center gap-2 rounded-full bg-amber-300 px-5 font-semibold text-stone-950 hover:bg-amber-200 ${focusRing}`}
            >
              {playing ? (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor"><rect x="6" y="5" width="4" height="14" rx="1" /><rect x="14" y="5" width="4" height="14" rx="1" /></svg>
              ) : (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor"><path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" /></svg>
              )}
              {playing ? 'Pause' : 'Play'}
            </button>
            <button type="button" onClick={() => seek(time - BACK)} aria-label={`Back ${BACK} seconds`} className={`${secondaryButtonClass} min-h-11`}>
              <span aria-hidden="true">−{BACK} s</span>
            </button>
            <button type="button" onClick={() => seek(time + FORWARD)} aria-label={`Forward ${FORWARD} seconds`} className={`${secondaryButtonClass} min-h-11`}>
              <span aria-hidden="true">+{FORWARD} s</span>
            </button>
            <label className="ml-auto flex items-center gap-2 text-sm font-semibold">
              Speed
              <select
                value={speed}
                onChange={(event) => changeSpeed(Number(event.target.value))}
                className={`min-h-11 rounded-md border border-stone-500 bg-stone-800 px-2 text-stone-100 ${focusRing}`}
              >
                {SPEEDS.map((value) => (
                  <option key={value} value={value}>
                    {value}×
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div>
            <input
              type="range"
              min={0}
              max={Math.max(1, Math.floor(length))}
              step={1}
              value={Math.min(Math.floor(time), Math.floor(length))}
              onChange={(event) => seek(Number(event.target.value))}
              aria-label="Position in the episode"
              aria-valuetext={`${spoken(time)} of ${spoken(length)}`}
              className={`w-full accent-amber-300 ${focusRing}`}
            />
            <p className="mt-1 flex justify-between text-sm tabular-nums text-stone-300">
              <span data-testid="player-time">{clock(time)}</span>
              <span>
                <span className="sr-only">Length </span>
                {clock(length)}
              </span>
            </p>
          </div>
        </div>
      )}
    </div>
  )
}
