import type { PassageAnswer } from '@/scripture/passageAnswer'

/**
 * Each passage's text, asked of the passage route once per page view and kept (null when it
 * could not be had: the popover then points to the passage page). The route's answer is also
 * kept by the browser's cache for a week.
 */
const answers = new Map<string, Promise<PassageAnswer | null>>()

export const passageAnswer = (key: string): Promise<PassageAnswer | null> => {
  let answer = answers.get(key)
  if (!answer) {
    answer = fetch(`/api/scripture/passage?ref=${encodeURIComponent(key)}`)
      .then((res) => (res.ok ? (res.json() as Promise<PassageAnswer>) : null))
      .catch(() => null)
    answers.set(key, answer)
  }
  return answer
}
