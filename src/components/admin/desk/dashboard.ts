import type { DashboardConfig } from 'payload'

const widget = (slug: string, name: string, label: string) => ({
  slug,
  label,
  Component: `@/components/admin/desk/${name}#${name}`,
  minWidth: 'small' as const,
})

/**
 * The /admin dashboard (Payload's modular dashboard): what needs the creator's attention
 * first, then Payload's own collection cards. Each staff member may rearrange it (Payload keeps
 * their layout in their preferences); this is where everyone starts.
 */
export const deskDashboard: DashboardConfig = {
  widgets: [
    widget('desk-comments', 'PendingCommentsWidget', 'Comments waiting'),
    widget('desk-inbox', 'InboxWidget', 'Inbox'),
    widget('desk-links', 'QuickLinksWidget', 'Quick links'),
    widget('desk-scheduled', 'ScheduledWidget', 'Scheduled'),
    widget('desk-most-read', 'MostReadWidget', 'Most read this month'),
  ],
  defaultLayout: [
    { widgetSlug: 'desk-comments', width: 'small' },
    { widgetSlug: 'desk-inbox', width: 'small' },
    { widgetSlug: 'desk-links', width: 'small' },
    { widgetSlug: 'desk-scheduled', width: 'medium' },
    { widgetSlug: 'desk-most-read', width: 'medium' },
    { widgetSlug: 'collections', width: 'full' },
  ],
}
