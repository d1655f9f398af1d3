import type { DashboardConfig } from 'payload'

const widget = (slug: string, name: string, label: string) => ({
  slug,
  label,
  Component: `@/components/admin/desk/${name}#${name}`,
  minWidth: 'small' as const,
})

/**
 * The /admin dashboard (Payload's modular dashboard): the creator's setup checklist, what needs
 * attention, then the collections with their counts. Each staff member may rearrange it (Payload keeps
 * their layout in their preferences); this is where everyone starts.
 */
export const deskDashboard: DashboardConfig = {
  widgets: [
    widget('desk-setup', 'SetupChecklistWidget', 'Setting up the site'),
    widget('desk-comments', 'PendingCommentsWidget', 'Comments waiting'),
    widget('desk-inbox', 'InboxWidget', 'Inbox'),
    widget('desk-links', 'QuickLinksWidget', 'Quick links'),
    widget('desk-scheduled', 'ScheduledWidget', 'Scheduled'),
    widget('desk-most-read', 'MostReadWidget', 'Most read this month'),
    widget('desk-counts', 'ContentCountsWidget', 'Content'),
  ],
  defaultLayout: [
    { widgetSlug: 'desk-setup', width: 'full' },
    { widgetSlug: 'desk-comments', width: 'small' },
    { widgetSlug: 'desk-inbox', width: 'small' },
    { widgetSlug: 'desk-links', width: 'small' },
    { widgetSlug: 'desk-scheduled', width: 'medium' },
    { widgetSlug: 'desk-most-read', width: 'medium' },
    // Payload's collection cards, with counts (its own grid has none; still offered under "Add widget").
    { widgetSlug: 'desk-counts', width: 'full' },
  ],
}
