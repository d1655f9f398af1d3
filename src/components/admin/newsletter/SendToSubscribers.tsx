'use client'
/*
 * The post's "Send to subscribers" box (sidebar). A published post that was never sent offers
 * the topic and a confirmation naming how many confirmed subscribers will get it; once sent,
 * the same place shows the sending's progress, refreshed while it runs, and "Retry failed".
 */
import { Button, ConfirmationModal, toast, useDocumentInfo, useDocumentTitle, useModal } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useCallback, useEffect, useState, type ReactNode } from 'react'

import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@/lib/validation/newsletter'
import { isUnderWay, POLL_MS, TOPIC_LABELS, useSendingApi, type PostSendingState } from './sendingApi'
import { SendingStatus } from './SendingStatus'

import './newsletter.scss'

const MODAL = 'newsletter-send-confirm'

const subscribers = (n: number) => (n === 1 ? '1 confirmed subscriber' : `${n} confirmed subscribers`)

function Box({ children }: { children: ReactNode }) {
  return (
    <section className="newsletter-send" aria-labelledby="newsletter-send-title">
      <h3 className="newsletter-send__title" id="newsletter-send-title">
        Newsletter
      </h3>
      {children}
    </section>
  )
}

export const SendToSubscribers: UIFieldClientComponent = () => {
  const { id, hasPublishedDoc, lastUpdateTime } = useDocumentInfo()
  const { title } = useDocumentTitle()
  const { openModal } = useModal()
  const api = useSendingApi()
  const [state, setState] = useState<PostSendingState | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [topic, setTopic] = useState<NewsletterTopic>('general')
  const [retrying, setRetrying] = useState(false)

  // Bumped to read the state again after an action.
  const [reads, setReads] = useState(0)
  const reload = useCallback(() => setReads((n) => n + 1), [])
  const underWay = isUnderWay(state?.sending)

  // Read again after every save or publish (publishing is what makes the post sendable), and
  // every few seconds while the sending runs.
  useEffect(() => {
    if (id === undefined || id === null) return
    let live = true
    const read = () =>
      api.stateOfPost(id).then((answer) => {
        if (!live) return
        if (answer.ok) {
          setState(answer.data)
          setProblem(null)
        } else setProblem(answer.message)
      })
    void read()
    const timer = underWay ? setInterval(() => void read(), POLL_MS) : undefined
    return () => {
      live = false
      clearInterval(timer)
    }
  }, [api, id, hasPublishedDoc, lastUpdateTime, underWay, reads])

  if (id === undefined || id === null) {
    return (
      <Box>
        <p className="newsletter-send__hint">Publish the post, then send it to subscribers from here.</p>
      </Box>
    )
  }
  if (!state) {
    return <Box>{problem ? <p className="newsletter-sending__error">{problem}</p> : <p className="newsletter-send__hint">Loading…</p>}</Box>
  }

  const retry = async (sending: number) => {
    setRetrying(true)
    const answer = await api.retry(sending)
    setRetrying(false)
    if (!answer.ok) toast.error(answer.message)
    else toast.success('The failed e-mails will be sent again.')
    reload()
  }

  if (state.sending) {
    const sending = state.sending
    return (
      <Box>
        <SendingStatus sending={sending} retrying={retrying} onRetry={() => void retry(sending.id)} />
      </Box>
    )
  }

  const count = state.audience[topic]
  const start = async () => {
    const answer = await api.start(Number(id), topic)
    if (answer.ok) {
      toast.success(`Sending to ${subscribers(answer.data.sending.total)} has started.`)
      setState({ ...state, sending: answer.data.sending })
    } else {
      toast.error(answer.message)
      reload()
    }
  }

  return (
    <Box>
      {!state.published ? (
        <p className="newsletter-send__hint">Only a published post can be sent. Publish it first.</p>
      ) : (
        <fieldset className="newsletter-send__topics">
          <legend className="newsletter-send__hint">Send it to</legend>
          {NEWSLETTER_TOPICS.map((value) => (
            <label key={value}>
              <input type="radio" name="newsletter-topic" value={value} checked={topic === value} onChange={() => setTopic(value)} />
              {TOPIC_LABELS[value]} ({subscribers(state.audience[value])})
            </label>
          ))}
        </fieldset>
      )}
      <Button buttonStyle="secondary" size="small" disabled={!state.published || count === 0} onClick={() => openModal(MODAL)}>
        Send to subscribers
      </Button>
      {problem ? <p className="newsletter-sending__error">{problem}</p> : null}
      <ConfirmationModal
        modalSlug={MODAL}
        heading="Send to subscribers?"
        body={
          <p>
            “{title}” will be e-mailed to {subscribers(count)} of the {TOPIC_LABELS[topic]} topic. A post can be sent only
            once.
          </p>
        }
        confirmLabel={`Send to ${subscribers(count)}`}
        confirmingLabel="Starting…"
        onConfirm={start}
      />
    </Box>
  )
}
