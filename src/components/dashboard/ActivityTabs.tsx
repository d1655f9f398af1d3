'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export type ActivityTab = { id: string; label: string; panel: ReactNode }

const tabClass =
  '-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700'

/**
 * The dashboard's tabs (WAI-ARIA tabs pattern): one tab stop for the list, arrow keys move
 * between tabs and show each at once, Home and End jump to the ends. Every panel is rendered
 * on the server, so the page's HTML carries all of them; only the chosen one is shown.
 */
export function ActivityTabs({ label, tabs }: { label: string; tabs: ActivityTab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const prefix = useId()

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    setSelected(tab.id)
    buttons.current[tabs.indexOf(tab)]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (move === undefined) return
    event.preventDefault()
    select(move)
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 border-b border-stone-200">
        {tabs.map((tab, index) => {
          const active = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(node) => {
                buttons.current[index] = node
              }}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`${tabClass} ${active ? 'border-amber-800 text-amber-900' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${prefix}-panel-${tab.id}`}
          aria-labelledby={`${prefix}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-700"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
