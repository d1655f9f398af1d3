
import { BookSuggestions } from './BookSuggestions'
import { Books } from './Books'
import { Categories } from './Categories'
import { Comments } from './Comments'
import { ContactMessages } from './ContactMessages'
import { Donations } from './Donations'
import { Favorites } from './Favorites'
import { LyricsAnalyses } from './LyricsAnalyses'
import { MediaItems } from './MediaItems'
import { MediaSubmissions } from './MediaSubmissions'
import { MusicAnalyses } from './MusicAnalyses'
import { MusicSuggestions } from './MusicSuggestions'
import { NewsletterDeliveries } from './NewsletterDeliveries'
import { NewsletterSends } from './NewsletterSends'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { Organizations } from './Organizations'
import { Pages } from './Pages'
import { Playlists } from './Playlists'
import { PodcastEpisodes } from './PodcastEpisodes'
import { Posts } from './Posts'
import { ReadingPlans } from './ReadingPlans'
import { ReadingProgress } from './ReadingProgress'
import { Tags } from './Tags'
import { Uploads } from './Uploads'
import { Users } from './Users'
import { Verses } from './Verses'

/** In the order the admin's navigation groups them. */
export const collections = [
  Posts,
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
  ReadingPlans,
  ReadingProgress,
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
  Donations,
  Users,
]
