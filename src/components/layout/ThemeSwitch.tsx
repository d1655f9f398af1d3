'use client'

import { useId, useSyncExternalStore } from 'react'

import { THEME_CHOICES, isThemeChoiceChange, keepThemeChoice, storedThemeChoice, applyThemeChoice, type ThemeChoice } from '@/lib/theme/colorTheme'

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' }

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** A choice made in another of the site's tabs changes this page too. */
const fromAnotherTab = (event: StorageEvent) => {
  if (!isThemeChoiceChange(event.key)) return
  applyThemeChoice(storedThemeChoice())
  changed()
}

/** Follows the choice made here and in the site's other tabs. */
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', fromAnotherTab)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', fromAnotherTab)
  }
}

/**
 * The reader's colour theme: the system's setting, light or dark, kept in this browser. Three
 * radio buttons in a named group, so the choice and its state are read out and the arrow keys
 * move between them. The page is the same for everyone, so nothing is checked in the server's
 * HTML; the kept choice is checked once the page's script runs.
 */
export function ThemeSwitch() {
  const id = useId()
  const choice = useSyncExternalStore(subscribe, storedThemeChoice, () => null)
  const choose = (next: ThemeChoice) => {
    keepThemeChoice(next)
    changed()
  }
  return (
    <div role="radiogroup" aria-labelledby={`${id}-label`} className="flex items-center gap-3">
      <span id={`${id}-label`} className="text-xs font-semibold uppercase tracking-wide text-stone-300">
        Theme
      </span>
      <span className="flex rounded-full border border-stone-700 p-0.5">
        {THEME_CHOICES.map((option) => (
          <label
            key={option}
            className="relative inline-flex min-h-9 items-center rounded-full px-3 text-sm text-stone-300 hover:text-white has-checked:bg-stone-700 has-checked:font-semibold has-checked:text-white"
          >
            <input
              type="radio"
              name={`${id}-theme`}
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
            />
            {LABELS[option]}
          </label>
        ))}
      </span>
    </div>
  )
}
