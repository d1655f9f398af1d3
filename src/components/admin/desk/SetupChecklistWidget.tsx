import Link from 'next/link'
import type { WidgetServerProps } from 'payload'

import { userIsAdmin } from '@/access/roles'
import { setupSteps } from '@/lib/data/setup'
import { DeskWidget } from './DeskWidget'
import { SendTestEmail } from './SendTestEmail'

/**
 * The creator's setup checklist, first on the dashboard: site name, public address, e-mail,
 * donations, social sign-in, a first post, an import, each done or to do with where to fix it.
 * Only the creator sets these up; an editor's dashboard does not show it.
 */
export async function SetupChecklistWidget({ req }: WidgetServerProps) {
  if (!userIsAdmin(req.user)) return null
  const steps = await setupSteps(req.payload)
  const left = steps.filter((step) => !step.done).length
  return (
    <DeskWidget id="desk-setup" title="Setting up the site">
      <p className="desk-widget__note">{left === 0 ? 'Everything is set up.' : `${left} of ${steps.length} still to do.`}</p>
      <ul className="desk-widget__list desk-setup">
        {steps.map((step) => (
          <li key={step.id} data-step={step.id} data-done={step.done}>
            <span className="desk-setup__state">{step.done ? 'Done' : 'To do'}</span>
            <span className="desk-widget__item">
              <strong>{step.label}</strong>
              <span className="desk-widget__meta desk-setup__detail">{step.detail}</span>
            </span>
            {step.id === 'mail' ? <SendTestEmail /> : step.fix ? <Link href={step.fix.href}>{step.fix.label}</Link> : <span />}
          </li>
        ))}
      </ul>
    </DeskWidget>
  )
}
