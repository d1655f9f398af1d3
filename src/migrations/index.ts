import * as migration_20261122_145948_initial from './20261122_145948_initial';
import * as migration_20261122_160000_search_index from './20261122_160000_search_index';
import * as migration_20261122_160100_login_throttle from './20261122_160100_login_throttle';
import * as migration_20261122_160200_post_list_indexes from './20261122_160200_post_list_indexes';
import * as migration_20261122_195918_login_lock_off from './20261122_195918_login_lock_off';
import * as migration_20261123_120000_rate_limits from './20261123_120000_rate_limits';
import * as migration_20261123_172644_discernment_settings from './20261123_172644_discernment_settings';
import * as migration_20261123_173000_search_tags from './20261123_173000_search_tags';
import * as migration_20261123_203121_resources_schema from './20261123_203121_resources_schema';
import * as migration_20261123_225151_member_accounts from './20261123_225151_member_accounts';
import * as migration_20261123_233000_owned_rows_cascade from './20261123_233000_owned_rows_cascade';
import * as migration_20261123_235830_email_verified from './20261123_235830_email_verified';
import * as migration_20261124_013749_desk from './20261124_013749_desk';
import * as migration_20261124_033938_manual_drafts from './20261124_033938_manual_drafts';
import * as migration_20261124_064930_object_storage from './20261124_064930_object_storage';
import * as migration_20261124_065732_search_newest_first from './20261124_065732_search_newest_first';
import * as migration_20261127_055135_forget_submissions from './20261127_055135_forget_submissions';
import * as migration_20261127_060000_idempotent_requests from './20261127_060000_idempotent_requests';
import * as migration_20261127_090745_redirect_allowed_hosts from './20261127_090745_redirect_allowed_hosts';
import * as migration_20261127_091819_deliver_email_task from './20261127_091819_deliver_email_task';
import * as migration_20261127_140706_organizations_rich_text from './20261127_140706_organizations_rich_text';
import * as migration_20261127_140848_contact_without_placeholders from './20261127_140848_contact_without_placeholders';
import * as migration_20261127_140903_integrations from './20261127_140903_integrations';
import * as migration_20261127_141016_import_from_other_platforms from './20261127_141016_import_from_other_platforms';
import * as migration_20261127_171946_bible_site_setting from './20261127_171946_bible_site_setting';
import * as migration_20261127_171959_podcast_audio from './20261127_171959_podcast_audio';
import * as migration_20261127_175724_podcast_artwork from './20261127_175724_podcast_artwork';
import * as migration_20261127_180000_scripture_citations from './20261127_180000_scripture_citations';
import * as migration_20261127_181510_episode_guid_unique from './20261127_181510_episode_guid_unique';
import * as migration_20261127_181523_episode_audio_release from './20261127_181523_episode_audio_release';
import * as migration_20261127_195322_author_profiles from './20261127_195322_author_profiles';
import * as migration_20261127_195411_reading_reminders from './20261127_195411_reading_reminders';
import * as migration_20261127_195500_reading_reminders_cascade from './20261127_195500_reading_reminders_cascade';
import * as migration_20261127_195705_replies_and_comment_emails from './20261127_195705_replies_and_comment_emails';
import * as migration_20261128_021638_import_old_site_address from './20261128_021638_import_old_site_address';

export const migrations = [
  {
    up: migration_20261122_145948_initial.up,
    down: migration_20261122_145948_initial.down,
    name: '20261122_145948_initial',
  },
  {
    up: migration_20261122_160000_search_index.up,
    down: migration_20261122_160000_search_index.down,
    name: '20261122_160000_search_index',
  },
  {
    up: migration_20261122_160100_login_throttle.up,
    down: migration_20261122_160100_login_throttle.down,
    name: '20261122_160100_login_throttle',
  },
  {
    up: migration_20261122_160200_post_list_indexes.up,
    down: migration_20261122_160200_post_list_indexes.down,
    name: '20261122_160200_post_list_indexes',
  },
  {
    up: migration_20261122_195918_login_lock_off.up,
    down: migration_20261122_195918_login_lock_off.down,
    name: '20261122_195918_login_lock_off',
  },
  {
    up: migration_20261123_120000_rate_limits.up,
    down: migration_20261123_120000_rate_limits.down,
    name: '20261123_120000_rate_limits',
  },
  {
    up: migration_20261123_172644_discernment_settings.up,
    down: migration_20261123_172644_discernment_settings.down,
    name: '20261123_172644_discernment_settings',
  },
  {
    up: migration_20261123_173000_search_tags.up,
    down: migration_20261123_173000_search_tags.down,
    name: '20261123_173000_search_tags',
  },
  {
    up: migration_20261123_203121_resources_schema.up,
    down: migration_20261123_203121_resources_schema.down,
    name: '20261123_203121_resources_schema',
  },
  {
    up: migration_20261123_225151_member_accounts.up,
    down: migration_20261123_225151_member_accounts.down,
    name: '20261123_225151_member_accounts',
  },
  {
    up: migration_20261123_233000_owned_rows_cascade.up,
    down: migration_20261123_233000_owned_rows_cascade.down,
    name: '20261123_233000_owned_rows_cascade',
  },
  {
    up: migration_20261123_235830_email_verified.up,
    down: migration_20261123_235830_email_verified.down,
    name: '20261123_235830_email_verified',
  },
  {
    up: migration_20261124_013749_desk.up,
    down: migration_20261124_013749_desk.down,
    name: '20261124_013749_desk',
  },
  {
    up: migration_20261124_033938_manual_drafts.up,
    down: migration_20261124_033938_manual_drafts.down,
    name: '20261124_033938_manual_drafts',
  },
  {
    up: migration_20261124_064930_object_storage.up,
    down: migration_20261124_064930_object_storage.down,
    name: '20261124_064930_object_storage',
  },
  {
    up: migration_20261124_065732_search_newest_first.up,
    down: migration_20261124_065732_search_newest_first.down,
    name: '20261124_065732_search_newest_first',
  },
  {
    up: migration_20261127_055135_forget_submissions.up,
    down: migration_20261127_055135_forget_submissions.down,
    name: '20261127_055135_forget_submissions',
  },
  {
    up: migration_20261127_060000_idempotent_requests.up,
    down: migration_20261127_060000_idempotent_requests.down,
    name: '20261127_060000_idempotent_requests',
  },
  {
    up: migration_20261127_090745_redirect_allowed_hosts.up,
    down: migration_20261127_090745_redirect_allowed_hosts.down,
    name: '20261127_090745_redirect_allowed_hosts',
  },
  {
    up: migration_20261127_091819_deliver_email_task.up,
    down: migration_20261127_091819_deliver_email_task.down,
    name: '20261127_091819_deliver_email_task',
  },
  {
    up: migration_20261127_140706_organizations_rich_text.up,
    down: migration_20261127_140706_organizations_rich_text.down,
    name: '20261127_140706_organizations_rich_text',
  },
  {
    up: migration_20261127_140848_contact_without_placeholders.up,
    down: migration_20261127_140848_contact_without_placeholders.down,
    name: '20261127_140848_contact_without_placeholders',
  },
  {
    up: migration_20261127_140903_integrations.up,
    down: migration_20261127_140903_integrations.down,
    name: '20261127_140903_integrations',
  },
  {
    up: migration_20261127_141016_import_from_other_platforms.up,
    down: migration_20261127_141016_import_from_other_platforms.down,
    name: '20261127_141016_import_from_other_platforms',
  },
  {
    up: migration_20261127_171946_bible_site_setting.up,
    down: migration_20261127_171946_bible_site_setting.down,
    name: '20261127_171946_bible_site_setting',
  },
  {
    up: migration_20261127_171959_podcast_audio.up,
    down: migration_20261127_171959_podcast_audio.down,
    name: '20261127_171959_podcast_audio',
  },
  {
    up: migration_20261127_175724_podcast_artwork.up,
    down: migration_20261127_175724_podcast_artwork.down,
    name: '20261127_175724_podcast_artwork',
  },
  {
    up: migration_20261127_180000_scripture_citations.up,
    down: migration_20261127_180000_scripture_citations.down,
    name: '20261127_180000_scripture_citations',
  },
  {
    up: migration_20261127_181510_episode_guid_unique.up,
    down: migration_20261127_181510_episode_guid_unique.down,
    name: '20261127_181510_episode_guid_unique',
  },
  {
    up: migration_20261127_181523_episode_audio_release.up,
    down: migration_20261127_181523_episode_audio_release.down,
    name: '20261127_181523_episode_audio_release',
  },
  {
    up: migration_20261127_195322_author_profiles.up,
    down: migration_20261127_195322_author_profiles.down,
    name: '20261127_195322_author_profiles',
  },
  {
    up: migration_20261127_195411_reading_reminders.up,
    down: migration_20261127_195411_reading_reminders.down,
    name: '20261127_195411_reading_reminders',
  },
  {
    up: migration_20261127_195500_reading_reminders_cascade.up,
    down: migration_20261127_195500_reading_reminders_cascade.down,
    name: '20261127_195500_reading_reminders_cascade',
  },
  {
    up: migration_20261127_195705_replies_and_comment_emails.up,
    down: migration_20261127_195705_replies_and_comment_emails.down,
    name: '20261127_195705_replies_and_comment_emails',
  },
  {
    up: migration_20261128_021638_import_old_site_address.up,
    down: migration_20261128_021638_import_old_site_address.down,
    name: '20261128_021638_import_old_site_address',
  },
];
