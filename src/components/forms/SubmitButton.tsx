import { Spinner } from './Spinner'
import { primaryButtonClass } from './styles'

type Props = { pending: boolean; label: string; pendingLabel: string; className?: string }

/** The form's submit button: disabled with a spinner and its busy label while the request runs. */
export function SubmitButton({ pending, label, pendingLabel, className = '' }: Props) {
  return (
    <button type="submit" disabled={pending} className={`${primaryButtonClass} ${className}`}>
      {pending && <Spinner />}
      {pending ? pendingLabel : label}
    </button>
  )
}
