/** An episode's length, "38:40" (mm:ss), readable by machines as an ISO 8601 duration. */
export function EpisodeDuration({ duration }: { duration: string }) {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(duration)
  if (!match) return <>{duration}</>
  const [, minutes, seconds] = match
  return (
    <time dateTime={`PT${Number(minutes)}M${Number(seconds)}S`}>
      <span aria-hidden="true">{duration}</span>
      <span className="sr-only">
        {Number(minutes)} minutes {Number(seconds)} seconds
      </span>
    </time>
  )
}
