
import { Authors } from '@/collections/authors/collection'
import { BookSuggestions } from '@/collections/book-suggestions/collection'
import { Books } from '@/collections/books/collection'
import { Categories } from '@/collections/categories/collection'
import { CommentNotices } from '@/collections/comment-notices/collection'
import { Comments } from '@/collections/comments/collection'
import { ContactMessages } from '@/collections/contact-messages/collection'
import { EpisodeAudio } from '@/collections/episode-audio/collection'
import { Donations } from '@/collections/donations/collection'
import { Favorites } from '@/collections/favorites/collection'
import { Imports } from '@/collections/site-imports/collection'
import { LyricsAnalyses } from '@/collections/lyrics-analyses/collection'
import { MediaItems } from '@/collections/media-items/collection'
import { MediaSubmissions } from '@/collections/media-submissions/collection'
import { MusicAnalyses } from '@/collections/music-analyses/collection'
import { MusicSuggestions } from '@/collections/music-suggestions/collection'
import { NewsletterDeliveries } from '@/collections/newsletter-deliveries/collection'
import { NewsletterSends } from '@/collections/newsletter-sends/collection'
import { NewsletterSubscribers } from '@/collections/newsletter-subscribers/collection'
import { Organizations } from '@/collections/organizations/collection'
import { Pages } from '@/collections/pages/collection'
import { Playlists } from '@/collections/playlists/collection'
import { PodcastEpisodes } from '@/collections/podcast-episodes/collection'
import { Posts } from '@/collections/posts/collection'
import { ReadingPlans } from '@/collections/reading-plans/collection'
import { ReadingProgress } from '@/collections/reading-progress/collection'
import { ReadingReminderDeliveries } from '@/collections/reading-reminder-deliveries/collection'
import { ReadingReminders } from '@/collections/reading-reminders/collection'
import { Tags } from '@/collections/tags/collection'
import { Uploads } from '@/collections/uploads/collection'
import { Users } from '@/collections/users/collection'
import { Verses } from '@/collections/verses/collection'

/** In the order the admin's navigation groups them. */
export const collections = [
  Posts,
  Authors,
  Categories,
  Tags,
  Comments,
  Favorites,
  Organizations,
  LyricsAnalyses,
  MusicAnalyses,
  MediaItems,
  Playlists,
  PodcastEpisodes,
  EpisodeAudio,
  ReadingPlans,
  ReadingProgress,
  ReadingReminders,
  ReadingReminderDeliveries,
  Verses,
  Books,
  Pages,
  Uploads,
  ContactMessages,
  MusicSuggestions,
  MediaSubmissions,
  BookSuggestions,
  NewsletterSubscribers,
  NewsletterSends,
  NewsletterDeliveries,
  CommentNotices,
  Donations,
  Users,
  Imports,
]
