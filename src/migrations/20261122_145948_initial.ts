import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_comments_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_organizations_category" AS ENUM('Greek Life', 'Academic', 'Professional', 'Political', 'Religious', 'Other');
  CREATE TYPE "public"."enum_organizations_verdict" AS ENUM('Spiritually Incompatible', 'Use Biblical Discernment', 'Generally Compatible');
  CREATE TYPE "public"."enum_organizations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__organizations_v_version_category" AS ENUM('Greek Life', 'Academic', 'Professional', 'Political', 'Religious', 'Other');
  CREATE TYPE "public"."enum__organizations_v_version_verdict" AS ENUM('Spiritually Incompatible', 'Use Biblical Discernment', 'Generally Compatible');
  CREATE TYPE "public"."enum__organizations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_lyrics_analyses_verdict" AS ENUM('Spiritually Compromising', 'Biblically Redeemable', 'Biblically Sound');
  CREATE TYPE "public"."enum_lyrics_analyses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__lyrics_analyses_v_version_verdict" AS ENUM('Spiritually Compromising', 'Biblically Redeemable', 'Biblically Sound');
  CREATE TYPE "public"."enum__lyrics_analyses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_music_analyses_verdict" AS ENUM('biblically sound', 'spiritually risky', 'unbiblical');
  CREATE TYPE "public"."enum_music_analyses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__music_analyses_v_version_verdict" AS ENUM('biblically sound', 'spiritually risky', 'unbiblical');
  CREATE TYPE "public"."enum__music_analyses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_media_items_category" AS ENUM('Songs', 'Movies', 'Sermons', 'Devotionals');
  CREATE TYPE "public"."enum_media_items_verdict" AS ENUM('Biblically Sound', 'Discern with Caution', 'Not Recommended');
  CREATE TYPE "public"."enum_media_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__media_items_v_version_category" AS ENUM('Songs', 'Movies', 'Sermons', 'Devotionals');
  CREATE TYPE "public"."enum__media_items_v_version_verdict" AS ENUM('Biblically Sound', 'Discern with Caution', 'Not Recommended');
  CREATE TYPE "public"."enum__media_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_playlists_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__playlists_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_podcast_episodes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__podcast_episodes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_reading_plans_theme" AS ENUM('Repentance', 'Mind Renewal', 'Sin', 'Bible Reading', 'Foundations');
  CREATE TYPE "public"."enum_reading_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__reading_plans_v_version_theme" AS ENUM('Repentance', 'Mind Renewal', 'Sin', 'Bible Reading', 'Foundations');
  CREATE TYPE "public"."enum__reading_plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_verses_translation" AS ENUM('WEB', 'KJV');
  CREATE TYPE "public"."enum_books_rating" AS ENUM('Biblically Sound', 'Use Discernment', 'Not Recommended');
  CREATE TYPE "public"."enum_books_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__books_v_version_rating" AS ENUM('Biblically Sound', 'Use Discernment', 'Not Recommended');
  CREATE TYPE "public"."enum__books_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'reviewed', 'done');
  CREATE TYPE "public"."enum_music_suggestions_status" AS ENUM('new', 'reviewed', 'done');
  CREATE TYPE "public"."enum_media_submissions_media_type" AS ENUM('Songs', 'Movies', 'Sermons', 'Devotionals');
  CREATE TYPE "public"."enum_media_submissions_status" AS ENUM('new', 'reviewed', 'done');
  CREATE TYPE "public"."enum_book_suggestions_status" AS ENUM('new', 'reviewed', 'done');
  CREATE TYPE "public"."enum_newsletter_subscribers_topics" AS ENUM('general', 'podcast');
  CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'member');
  CREATE TYPE "public"."enum_site_settings_donations_provider" AS ENUM('paypal', 'stripe', 'kofi', 'buymeacoffee');
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"cover_image_id" integer,
  	"content" jsonb,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"category_id" integer,
  	"featured" boolean DEFAULT false,
  	"reading_time" numeric,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_image_id" integer,
  	"version_content" jsonb,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_category_id" integer,
  	"version_featured" boolean DEFAULT false,
  	"version_reading_time" numeric,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"author_id" integer NOT NULL,
  	"content" varchar NOT NULL,
  	"status" "enum_comments_status" DEFAULT 'pending' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favorites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"post_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "organizations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"summary" varchar,
  	"cover_image_id" integer,
  	"content" varchar,
  	"spiritual_concerns" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"category" "enum_organizations_category",
  	"verdict" "enum_organizations_verdict",
  	"reading_time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_organizations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "organizations_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "organizations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer
  );
  
  CREATE TABLE "_organizations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_cover_image_id" integer,
  	"version_content" varchar,
  	"version_spiritual_concerns" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_category" "enum__organizations_v_version_category",
  	"version_verdict" "enum__organizations_v_version_verdict",
  	"version_reading_time" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__organizations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_organizations_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_organizations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer
  );
  
  CREATE TABLE "lyrics_analyses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"quote" varchar,
  	"summary" varchar,
  	"cover_image_id" integer,
  	"content" jsonb,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"verdict" "enum_lyrics_analyses_verdict",
  	"reading_time" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_lyrics_analyses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_lyrics_analyses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_quote" varchar,
  	"version_summary" varchar,
  	"version_cover_image_id" integer,
  	"version_content" jsonb,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_verdict" "enum__lyrics_analyses_v_version_verdict",
  	"version_reading_time" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__lyrics_analyses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "music_analyses_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" varchar
  );
  
  CREATE TABLE "music_analyses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"artist" varchar,
  	"song" varchar,
  	"album" varchar,
  	"thumbnail_id" integer,
  	"summary" varchar,
  	"verdict_reason" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"verdict" "enum_music_analyses_verdict",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_music_analyses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "music_analyses_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_music_analyses_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_music_analyses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_artist" varchar,
  	"version_song" varchar,
  	"version_album" varchar,
  	"version_thumbnail_id" integer,
  	"version_summary" varchar,
  	"version_verdict_reason" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_verdict" "enum__music_analyses_v_version_verdict",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__music_analyses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_music_analyses_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "media_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"creator" varchar,
  	"cover_image_id" integer,
  	"summary" varchar,
  	"spiritual_takeaway" varchar,
  	"external_link" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"category" "enum_media_items_category" DEFAULT 'Songs',
  	"verdict" "enum_media_items_verdict",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_media_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "media_items_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_media_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_creator" varchar,
  	"version_cover_image_id" integer,
  	"version_summary" varchar,
  	"version_spiritual_takeaway" varchar,
  	"version_external_link" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_category" "enum__media_items_v_version_category" DEFAULT 'Songs',
  	"version_verdict" "enum__media_items_v_version_verdict",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__media_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_media_items_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "playlists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"theme" varchar,
  	"cover_image_id" integer,
  	"embed_code" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_playlists_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "playlists_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_items_id" integer
  );
  
  CREATE TABLE "_playlists_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_theme" varchar,
  	"version_cover_image_id" integer,
  	"version_embed_code" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__playlists_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_playlists_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_items_id" integer
  );
  
  CREATE TABLE "podcast_episodes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"cover_image_id" integer,
  	"media_link" varchar,
  	"duration" varchar,
  	"slug" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_podcast_episodes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "podcast_episodes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_podcast_episodes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_cover_image_id" integer,
  	"version_media_link" varchar,
  	"version_duration" varchar,
  	"version_slug" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__podcast_episodes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_podcast_episodes_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "reading_plans_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" numeric,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "reading_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"cover_image_id" integer,
  	"slug" varchar,
  	"duration" numeric,
  	"theme" "enum_reading_plans_theme",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_reading_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "reading_plans_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_reading_plans_v_version_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" numeric,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_reading_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_cover_image_id" integer,
  	"version_slug" varchar,
  	"version_duration" numeric,
  	"version_theme" "enum__reading_plans_v_version_theme",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__reading_plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_reading_plans_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "verses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"reference" varchar NOT NULL,
  	"translation" "enum_verses_translation" DEFAULT 'WEB' NOT NULL,
  	"order" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "books_key_insights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"insight" varchar
  );
  
  CREATE TABLE "books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"author" varchar,
  	"cover_image_id" integer,
  	"summary" varchar,
  	"description" varchar,
  	"slug" varchar,
  	"rating" "enum_books_rating",
  	"book_of_the_month" boolean DEFAULT false,
  	"month" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_books_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_books_v_version_key_insights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"insight" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_author" varchar,
  	"version_cover_image_id" integer,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_slug" varchar,
  	"version_rating" "enum__books_v_version_rating",
  	"version_book_of_the_month" boolean DEFAULT false,
  	"version_month" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__books_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_content" jsonb,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "music_suggestions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artist" varchar NOT NULL,
  	"song_title" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"email" varchar,
  	"submitted_by_id" integer,
  	"status" "enum_music_suggestions_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"creator" varchar NOT NULL,
  	"media_type" "enum_media_submissions_media_type" DEFAULT 'Songs' NOT NULL,
  	"link" varchar NOT NULL,
  	"explanation" varchar NOT NULL,
  	"submitted_by_id" integer,
  	"status" "enum_media_submissions_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "book_suggestions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"author" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"email" varchar,
  	"submitted_by_id" integer,
  	"status" "enum_book_suggestions_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers_topics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_newsletter_subscribers_topics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"role" "enum_users_role" DEFAULT 'member' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"categories_id" integer,
  	"tags_id" integer,
  	"comments_id" integer,
  	"favorites_id" integer,
  	"organizations_id" integer,
  	"lyrics_analyses_id" integer,
  	"music_analyses_id" integer,
  	"media_items_id" integer,
  	"playlists_id" integer,
  	"podcast_episodes_id" integer,
  	"reading_plans_id" integer,
  	"verses_id" integer,
  	"books_id" integer,
  	"pages_id" integer,
  	"uploads_id" integer,
  	"contact_messages_id" integer,
  	"music_suggestions_id" integer,
  	"media_submissions_id" integer,
  	"book_suggestions_id" integer,
  	"newsletter_subscribers_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Renewed Mind' NOT NULL,
  	"description" varchar DEFAULT 'Overcoming sin through biblical wisdom.' NOT NULL,
  	"time_zone" varchar DEFAULT 'America/New_York',
  	"copyright" varchar DEFAULT 'All rights reserved.',
  	"social_links_facebook" varchar,
  	"social_links_instagram" varchar,
  	"social_links_youtube" varchar,
  	"social_links_x" varchar,
  	"social_links_tiktok" varchar,
  	"features_donations" boolean DEFAULT true,
  	"features_comments" boolean DEFAULT true,
  	"features_search" boolean DEFAULT true,
  	"features_organization_analysis" boolean DEFAULT true,
  	"features_lyrics_analysis" boolean DEFAULT true,
  	"features_reading_club" boolean DEFAULT true,
  	"donations_provider" "enum_site_settings_donations_provider" DEFAULT 'paypal',
  	"donations_paypal_business_id" varchar,
  	"donations_stripe_payment_link" varchar,
  	"donations_kofi_url" varchar,
  	"donations_buy_me_a_coffee_url" varchar,
  	"contact_general_email" varchar DEFAULT 'hello@example.com',
  	"contact_prayer_email" varchar DEFAULT 'prayer@example.com',
  	"contact_response_time" varchar DEFAULT '48 hours',
  	"seo_title_suffix" varchar,
  	"seo_default_description" varchar,
  	"seo_og_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "podcast_show" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'The Renewed Mind Podcast' NOT NULL,
  	"description" varchar,
  	"spiritual_focus" varchar,
  	"cover_image_id" integer,
  	"rss_url" varchar,
  	"platform_links_spotify" varchar,
  	"platform_links_apple" varchar,
  	"platform_links_google" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_rels" ADD CONSTRAINT "posts_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorites" ADD CONSTRAINT "favorites_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organizations" ADD CONSTRAINT "organizations_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organizations_texts" ADD CONSTRAINT "organizations_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organizations_rels" ADD CONSTRAINT "organizations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "organizations_rels" ADD CONSTRAINT "organizations_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_organizations_v" ADD CONSTRAINT "_organizations_v_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_organizations_v" ADD CONSTRAINT "_organizations_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_organizations_v_texts" ADD CONSTRAINT "_organizations_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_organizations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_organizations_v_rels" ADD CONSTRAINT "_organizations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_organizations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_organizations_v_rels" ADD CONSTRAINT "_organizations_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lyrics_analyses" ADD CONSTRAINT "lyrics_analyses_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_lyrics_analyses_v" ADD CONSTRAINT "_lyrics_analyses_v_parent_id_lyrics_analyses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lyrics_analyses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_lyrics_analyses_v" ADD CONSTRAINT "_lyrics_analyses_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_analyses_sections" ADD CONSTRAINT "music_analyses_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."music_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "music_analyses" ADD CONSTRAINT "music_analyses_thumbnail_id_uploads_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_analyses_texts" ADD CONSTRAINT "music_analyses_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."music_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_music_analyses_v_version_sections" ADD CONSTRAINT "_music_analyses_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_music_analyses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_music_analyses_v" ADD CONSTRAINT "_music_analyses_v_parent_id_music_analyses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."music_analyses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_analyses_v" ADD CONSTRAINT "_music_analyses_v_version_thumbnail_id_uploads_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_analyses_v_texts" ADD CONSTRAINT "_music_analyses_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_music_analyses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_items" ADD CONSTRAINT "media_items_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_items_texts" ADD CONSTRAINT "media_items_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_media_items_v" ADD CONSTRAINT "_media_items_v_parent_id_media_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_items_v" ADD CONSTRAINT "_media_items_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_items_v_texts" ADD CONSTRAINT "_media_items_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_media_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "playlists" ADD CONSTRAINT "playlists_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "playlists_rels" ADD CONSTRAINT "playlists_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "playlists_rels" ADD CONSTRAINT "playlists_rels_media_items_fk" FOREIGN KEY ("media_items_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_playlists_v" ADD CONSTRAINT "_playlists_v_parent_id_playlists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."playlists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_playlists_v" ADD CONSTRAINT "_playlists_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_playlists_v_rels" ADD CONSTRAINT "_playlists_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_playlists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_playlists_v_rels" ADD CONSTRAINT "_playlists_v_rels_media_items_fk" FOREIGN KEY ("media_items_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_episodes_texts" ADD CONSTRAINT "podcast_episodes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_parent_id_podcast_episodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v_texts" ADD CONSTRAINT "_podcast_episodes_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_podcast_episodes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reading_plans_days" ADD CONSTRAINT "reading_plans_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reading_plans" ADD CONSTRAINT "reading_plans_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reading_plans_texts" ADD CONSTRAINT "reading_plans_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reading_plans_v_version_days" ADD CONSTRAINT "_reading_plans_v_version_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_reading_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reading_plans_v" ADD CONSTRAINT "_reading_plans_v_parent_id_reading_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reading_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reading_plans_v" ADD CONSTRAINT "_reading_plans_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reading_plans_v_texts" ADD CONSTRAINT "_reading_plans_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_reading_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "books_key_insights" ADD CONSTRAINT "books_key_insights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "books" ADD CONSTRAINT "books_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_books_v_version_key_insights" ADD CONSTRAINT "_books_v_version_key_insights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_books_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_books_v" ADD CONSTRAINT "_books_v_parent_id_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_books_v" ADD CONSTRAINT "_books_v_version_cover_image_id_uploads_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_suggestions" ADD CONSTRAINT "music_suggestions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_submissions" ADD CONSTRAINT "media_submissions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "book_suggestions" ADD CONSTRAINT "book_suggestions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_topics" ADD CONSTRAINT "newsletter_subscribers_topics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comments_fk" FOREIGN KEY ("comments_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorites_fk" FOREIGN KEY ("favorites_id") REFERENCES "public"."favorites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lyrics_analyses_fk" FOREIGN KEY ("lyrics_analyses_id") REFERENCES "public"."lyrics_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_music_analyses_fk" FOREIGN KEY ("music_analyses_id") REFERENCES "public"."music_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_items_fk" FOREIGN KEY ("media_items_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reading_plans_fk" FOREIGN KEY ("reading_plans_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verses_fk" FOREIGN KEY ("verses_id") REFERENCES "public"."verses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_uploads_fk" FOREIGN KEY ("uploads_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_music_suggestions_fk" FOREIGN KEY ("music_suggestions_id") REFERENCES "public"."music_suggestions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_submissions_fk" FOREIGN KEY ("media_submissions_id") REFERENCES "public"."media_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_book_suggestions_fk" FOREIGN KEY ("book_suggestions_id") REFERENCES "public"."book_suggestions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_seo_og_image_id_uploads_id_fk" FOREIGN KEY ("seo_og_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "podcast_show" ADD CONSTRAINT "podcast_show_cover_image_id_uploads_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_cover_image_idx" ON "posts" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_published_at_idx" ON "posts" USING btree ("published_at");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category_id");
  CREATE INDEX "posts_featured_idx" ON "posts" USING btree ("featured");
  CREATE INDEX "posts_views_idx" ON "posts" USING btree ("views");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "posts_rels_order_idx" ON "posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_tags_id_idx" ON "posts_rels" USING btree ("tags_id");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_cover_image_idx" ON "_posts_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_published_at_idx" ON "_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category_id");
  CREATE INDEX "_posts_v_version_version_featured_idx" ON "_posts_v" USING btree ("version_featured");
  CREATE INDEX "_posts_v_version_version_views_idx" ON "_posts_v" USING btree ("version_views");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_rels_order_idx" ON "_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_tags_id_idx" ON "_posts_v_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "categories_name_idx" ON "categories" USING btree ("name");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree ("name");
  CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE INDEX "comments_post_idx" ON "comments" USING btree ("post_id");
  CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");
  CREATE INDEX "comments_status_idx" ON "comments" USING btree ("status");
  CREATE INDEX "comments_updated_at_idx" ON "comments" USING btree ("updated_at");
  CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");
  CREATE INDEX "favorites_user_idx" ON "favorites" USING btree ("user_id");
  CREATE INDEX "favorites_post_idx" ON "favorites" USING btree ("post_id");
  CREATE INDEX "favorites_updated_at_idx" ON "favorites" USING btree ("updated_at");
  CREATE INDEX "favorites_created_at_idx" ON "favorites" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_post_idx" ON "favorites" USING btree ("user_id","post_id");
  CREATE INDEX "organizations_cover_image_idx" ON "organizations" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "organizations_slug_idx" ON "organizations" USING btree ("slug");
  CREATE INDEX "organizations_published_at_idx" ON "organizations" USING btree ("published_at");
  CREATE INDEX "organizations_category_idx" ON "organizations" USING btree ("category");
  CREATE INDEX "organizations_updated_at_idx" ON "organizations" USING btree ("updated_at");
  CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at");
  CREATE INDEX "organizations__status_idx" ON "organizations" USING btree ("_status");
  CREATE INDEX "organizations_texts_order_parent" ON "organizations_texts" USING btree ("order","parent_id");
  CREATE INDEX "organizations_rels_order_idx" ON "organizations_rels" USING btree ("order");
  CREATE INDEX "organizations_rels_parent_idx" ON "organizations_rels" USING btree ("parent_id");
  CREATE INDEX "organizations_rels_path_idx" ON "organizations_rels" USING btree ("path");
  CREATE INDEX "organizations_rels_posts_id_idx" ON "organizations_rels" USING btree ("posts_id");
  CREATE INDEX "_organizations_v_parent_idx" ON "_organizations_v" USING btree ("parent_id");
  CREATE INDEX "_organizations_v_version_version_cover_image_idx" ON "_organizations_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_organizations_v_version_version_slug_idx" ON "_organizations_v" USING btree ("version_slug");
  CREATE INDEX "_organizations_v_version_version_published_at_idx" ON "_organizations_v" USING btree ("version_published_at");
  CREATE INDEX "_organizations_v_version_version_category_idx" ON "_organizations_v" USING btree ("version_category");
  CREATE INDEX "_organizations_v_version_version_updated_at_idx" ON "_organizations_v" USING btree ("version_updated_at");
  CREATE INDEX "_organizations_v_version_version_created_at_idx" ON "_organizations_v" USING btree ("version_created_at");
  CREATE INDEX "_organizations_v_version_version__status_idx" ON "_organizations_v" USING btree ("version__status");
  CREATE INDEX "_organizations_v_created_at_idx" ON "_organizations_v" USING btree ("created_at");
  CREATE INDEX "_organizations_v_updated_at_idx" ON "_organizations_v" USING btree ("updated_at");
  CREATE INDEX "_organizations_v_latest_idx" ON "_organizations_v" USING btree ("latest");
  CREATE INDEX "_organizations_v_texts_order_parent" ON "_organizations_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_organizations_v_rels_order_idx" ON "_organizations_v_rels" USING btree ("order");
  CREATE INDEX "_organizations_v_rels_parent_idx" ON "_organizations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_organizations_v_rels_path_idx" ON "_organizations_v_rels" USING btree ("path");
  CREATE INDEX "_organizations_v_rels_posts_id_idx" ON "_organizations_v_rels" USING btree ("posts_id");
  CREATE INDEX "lyrics_analyses_cover_image_idx" ON "lyrics_analyses" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "lyrics_analyses_slug_idx" ON "lyrics_analyses" USING btree ("slug");
  CREATE INDEX "lyrics_analyses_published_at_idx" ON "lyrics_analyses" USING btree ("published_at");
  CREATE INDEX "lyrics_analyses_updated_at_idx" ON "lyrics_analyses" USING btree ("updated_at");
  CREATE INDEX "lyrics_analyses_created_at_idx" ON "lyrics_analyses" USING btree ("created_at");
  CREATE INDEX "lyrics_analyses__status_idx" ON "lyrics_analyses" USING btree ("_status");
  CREATE INDEX "_lyrics_analyses_v_parent_idx" ON "_lyrics_analyses_v" USING btree ("parent_id");
  CREATE INDEX "_lyrics_analyses_v_version_version_cover_image_idx" ON "_lyrics_analyses_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_lyrics_analyses_v_version_version_slug_idx" ON "_lyrics_analyses_v" USING btree ("version_slug");
  CREATE INDEX "_lyrics_analyses_v_version_version_published_at_idx" ON "_lyrics_analyses_v" USING btree ("version_published_at");
  CREATE INDEX "_lyrics_analyses_v_version_version_updated_at_idx" ON "_lyrics_analyses_v" USING btree ("version_updated_at");
  CREATE INDEX "_lyrics_analyses_v_version_version_created_at_idx" ON "_lyrics_analyses_v" USING btree ("version_created_at");
  CREATE INDEX "_lyrics_analyses_v_version_version__status_idx" ON "_lyrics_analyses_v" USING btree ("version__status");
  CREATE INDEX "_lyrics_analyses_v_created_at_idx" ON "_lyrics_analyses_v" USING btree ("created_at");
  CREATE INDEX "_lyrics_analyses_v_updated_at_idx" ON "_lyrics_analyses_v" USING btree ("updated_at");
  CREATE INDEX "_lyrics_analyses_v_latest_idx" ON "_lyrics_analyses_v" USING btree ("latest");
  CREATE INDEX "music_analyses_sections_order_idx" ON "music_analyses_sections" USING btree ("_order");
  CREATE INDEX "music_analyses_sections_parent_id_idx" ON "music_analyses_sections" USING btree ("_parent_id");
  CREATE INDEX "music_analyses_thumbnail_idx" ON "music_analyses" USING btree ("thumbnail_id");
  CREATE UNIQUE INDEX "music_analyses_slug_idx" ON "music_analyses" USING btree ("slug");
  CREATE INDEX "music_analyses_published_at_idx" ON "music_analyses" USING btree ("published_at");
  CREATE INDEX "music_analyses_verdict_idx" ON "music_analyses" USING btree ("verdict");
  CREATE INDEX "music_analyses_updated_at_idx" ON "music_analyses" USING btree ("updated_at");
  CREATE INDEX "music_analyses_created_at_idx" ON "music_analyses" USING btree ("created_at");
  CREATE INDEX "music_analyses__status_idx" ON "music_analyses" USING btree ("_status");
  CREATE INDEX "music_analyses_texts_order_parent" ON "music_analyses_texts" USING btree ("order","parent_id");
  CREATE INDEX "_music_analyses_v_version_sections_order_idx" ON "_music_analyses_v_version_sections" USING btree ("_order");
  CREATE INDEX "_music_analyses_v_version_sections_parent_id_idx" ON "_music_analyses_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_music_analyses_v_parent_idx" ON "_music_analyses_v" USING btree ("parent_id");
  CREATE INDEX "_music_analyses_v_version_version_thumbnail_idx" ON "_music_analyses_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_music_analyses_v_version_version_slug_idx" ON "_music_analyses_v" USING btree ("version_slug");
  CREATE INDEX "_music_analyses_v_version_version_published_at_idx" ON "_music_analyses_v" USING btree ("version_published_at");
  CREATE INDEX "_music_analyses_v_version_version_verdict_idx" ON "_music_analyses_v" USING btree ("version_verdict");
  CREATE INDEX "_music_analyses_v_version_version_updated_at_idx" ON "_music_analyses_v" USING btree ("version_updated_at");
  CREATE INDEX "_music_analyses_v_version_version_created_at_idx" ON "_music_analyses_v" USING btree ("version_created_at");
  CREATE INDEX "_music_analyses_v_version_version__status_idx" ON "_music_analyses_v" USING btree ("version__status");
  CREATE INDEX "_music_analyses_v_created_at_idx" ON "_music_analyses_v" USING btree ("created_at");
  CREATE INDEX "_music_analyses_v_updated_at_idx" ON "_music_analyses_v" USING btree ("updated_at");
  CREATE INDEX "_music_analyses_v_latest_idx" ON "_music_analyses_v" USING btree ("latest");
  CREATE INDEX "_music_analyses_v_texts_order_parent" ON "_music_analyses_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "media_items_cover_image_idx" ON "media_items" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "media_items_slug_idx" ON "media_items" USING btree ("slug");
  CREATE INDEX "media_items_published_at_idx" ON "media_items" USING btree ("published_at");
  CREATE INDEX "media_items_updated_at_idx" ON "media_items" USING btree ("updated_at");
  CREATE INDEX "media_items_created_at_idx" ON "media_items" USING btree ("created_at");
  CREATE INDEX "media_items__status_idx" ON "media_items" USING btree ("_status");
  CREATE INDEX "media_items_texts_order_parent" ON "media_items_texts" USING btree ("order","parent_id");
  CREATE INDEX "_media_items_v_parent_idx" ON "_media_items_v" USING btree ("parent_id");
  CREATE INDEX "_media_items_v_version_version_cover_image_idx" ON "_media_items_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_media_items_v_version_version_slug_idx" ON "_media_items_v" USING btree ("version_slug");
  CREATE INDEX "_media_items_v_version_version_published_at_idx" ON "_media_items_v" USING btree ("version_published_at");
  CREATE INDEX "_media_items_v_version_version_updated_at_idx" ON "_media_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_media_items_v_version_version_created_at_idx" ON "_media_items_v" USING btree ("version_created_at");
  CREATE INDEX "_media_items_v_version_version__status_idx" ON "_media_items_v" USING btree ("version__status");
  CREATE INDEX "_media_items_v_created_at_idx" ON "_media_items_v" USING btree ("created_at");
  CREATE INDEX "_media_items_v_updated_at_idx" ON "_media_items_v" USING btree ("updated_at");
  CREATE INDEX "_media_items_v_latest_idx" ON "_media_items_v" USING btree ("latest");
  CREATE INDEX "_media_items_v_texts_order_parent" ON "_media_items_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "playlists_cover_image_idx" ON "playlists" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "playlists_slug_idx" ON "playlists" USING btree ("slug");
  CREATE INDEX "playlists_published_at_idx" ON "playlists" USING btree ("published_at");
  CREATE INDEX "playlists_updated_at_idx" ON "playlists" USING btree ("updated_at");
  CREATE INDEX "playlists_created_at_idx" ON "playlists" USING btree ("created_at");
  CREATE INDEX "playlists__status_idx" ON "playlists" USING btree ("_status");
  CREATE INDEX "playlists_rels_order_idx" ON "playlists_rels" USING btree ("order");
  CREATE INDEX "playlists_rels_parent_idx" ON "playlists_rels" USING btree ("parent_id");
  CREATE INDEX "playlists_rels_path_idx" ON "playlists_rels" USING btree ("path");
  CREATE INDEX "playlists_rels_media_items_id_idx" ON "playlists_rels" USING btree ("media_items_id");
  CREATE INDEX "_playlists_v_parent_idx" ON "_playlists_v" USING btree ("parent_id");
  CREATE INDEX "_playlists_v_version_version_cover_image_idx" ON "_playlists_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_playlists_v_version_version_slug_idx" ON "_playlists_v" USING btree ("version_slug");
  CREATE INDEX "_playlists_v_version_version_published_at_idx" ON "_playlists_v" USING btree ("version_published_at");
  CREATE INDEX "_playlists_v_version_version_updated_at_idx" ON "_playlists_v" USING btree ("version_updated_at");
  CREATE INDEX "_playlists_v_version_version_created_at_idx" ON "_playlists_v" USING btree ("version_created_at");
  CREATE INDEX "_playlists_v_version_version__status_idx" ON "_playlists_v" USING btree ("version__status");
  CREATE INDEX "_playlists_v_created_at_idx" ON "_playlists_v" USING btree ("created_at");
  CREATE INDEX "_playlists_v_updated_at_idx" ON "_playlists_v" USING btree ("updated_at");
  CREATE INDEX "_playlists_v_latest_idx" ON "_playlists_v" USING btree ("latest");
  CREATE INDEX "_playlists_v_rels_order_idx" ON "_playlists_v_rels" USING btree ("order");
  CREATE INDEX "_playlists_v_rels_parent_idx" ON "_playlists_v_rels" USING btree ("parent_id");
  CREATE INDEX "_playlists_v_rels_path_idx" ON "_playlists_v_rels" USING btree ("path");
  CREATE INDEX "_playlists_v_rels_media_items_id_idx" ON "_playlists_v_rels" USING btree ("media_items_id");
  CREATE INDEX "podcast_episodes_cover_image_idx" ON "podcast_episodes" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "podcast_episodes_slug_idx" ON "podcast_episodes" USING btree ("slug");
  CREATE INDEX "podcast_episodes_published_at_idx" ON "podcast_episodes" USING btree ("published_at");
  CREATE INDEX "podcast_episodes_updated_at_idx" ON "podcast_episodes" USING btree ("updated_at");
  CREATE INDEX "podcast_episodes_created_at_idx" ON "podcast_episodes" USING btree ("created_at");
  CREATE INDEX "podcast_episodes__status_idx" ON "podcast_episodes" USING btree ("_status");
  CREATE INDEX "podcast_episodes_texts_order_parent" ON "podcast_episodes_texts" USING btree ("order","parent_id");
  CREATE INDEX "_podcast_episodes_v_parent_idx" ON "_podcast_episodes_v" USING btree ("parent_id");
  CREATE INDEX "_podcast_episodes_v_version_version_cover_image_idx" ON "_podcast_episodes_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_podcast_episodes_v_version_version_slug_idx" ON "_podcast_episodes_v" USING btree ("version_slug");
  CREATE INDEX "_podcast_episodes_v_version_version_published_at_idx" ON "_podcast_episodes_v" USING btree ("version_published_at");
  CREATE INDEX "_podcast_episodes_v_version_version_updated_at_idx" ON "_podcast_episodes_v" USING btree ("version_updated_at");
  CREATE INDEX "_podcast_episodes_v_version_version_created_at_idx" ON "_podcast_episodes_v" USING btree ("version_created_at");
  CREATE INDEX "_podcast_episodes_v_version_version__status_idx" ON "_podcast_episodes_v" USING btree ("version__status");
  CREATE INDEX "_podcast_episodes_v_created_at_idx" ON "_podcast_episodes_v" USING btree ("created_at");
  CREATE INDEX "_podcast_episodes_v_updated_at_idx" ON "_podcast_episodes_v" USING btree ("updated_at");
  CREATE INDEX "_podcast_episodes_v_latest_idx" ON "_podcast_episodes_v" USING btree ("latest");
  CREATE INDEX "_podcast_episodes_v_texts_order_parent" ON "_podcast_episodes_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "reading_plans_days_order_idx" ON "reading_plans_days" USING btree ("_order");
  CREATE INDEX "reading_plans_days_parent_id_idx" ON "reading_plans_days" USING btree ("_parent_id");
  CREATE INDEX "reading_plans_cover_image_idx" ON "reading_plans" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "reading_plans_slug_idx" ON "reading_plans" USING btree ("slug");
  CREATE INDEX "reading_plans_updated_at_idx" ON "reading_plans" USING btree ("updated_at");
  CREATE INDEX "reading_plans_created_at_idx" ON "reading_plans" USING btree ("created_at");
  CREATE INDEX "reading_plans__status_idx" ON "reading_plans" USING btree ("_status");
  CREATE INDEX "reading_plans_texts_order_parent" ON "reading_plans_texts" USING btree ("order","parent_id");
  CREATE INDEX "_reading_plans_v_version_days_order_idx" ON "_reading_plans_v_version_days" USING btree ("_order");
  CREATE INDEX "_reading_plans_v_version_days_parent_id_idx" ON "_reading_plans_v_version_days" USING btree ("_parent_id");
  CREATE INDEX "_reading_plans_v_parent_idx" ON "_reading_plans_v" USING btree ("parent_id");
  CREATE INDEX "_reading_plans_v_version_version_cover_image_idx" ON "_reading_plans_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_reading_plans_v_version_version_slug_idx" ON "_reading_plans_v" USING btree ("version_slug");
  CREATE INDEX "_reading_plans_v_version_version_updated_at_idx" ON "_reading_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_reading_plans_v_version_version_created_at_idx" ON "_reading_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_reading_plans_v_version_version__status_idx" ON "_reading_plans_v" USING btree ("version__status");
  CREATE INDEX "_reading_plans_v_created_at_idx" ON "_reading_plans_v" USING btree ("created_at");
  CREATE INDEX "_reading_plans_v_updated_at_idx" ON "_reading_plans_v" USING btree ("updated_at");
  CREATE INDEX "_reading_plans_v_latest_idx" ON "_reading_plans_v" USING btree ("latest");
  CREATE INDEX "_reading_plans_v_texts_order_parent" ON "_reading_plans_v_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "verses_order_idx" ON "verses" USING btree ("order");
  CREATE INDEX "verses_updated_at_idx" ON "verses" USING btree ("updated_at");
  CREATE INDEX "verses_created_at_idx" ON "verses" USING btree ("created_at");
  CREATE INDEX "books_key_insights_order_idx" ON "books_key_insights" USING btree ("_order");
  CREATE INDEX "books_key_insights_parent_id_idx" ON "books_key_insights" USING btree ("_parent_id");
  CREATE INDEX "books_cover_image_idx" ON "books" USING btree ("cover_image_id");
  CREATE UNIQUE INDEX "books_slug_idx" ON "books" USING btree ("slug");
  CREATE INDEX "books_book_of_the_month_idx" ON "books" USING btree ("book_of_the_month");
  CREATE INDEX "books_updated_at_idx" ON "books" USING btree ("updated_at");
  CREATE INDEX "books_created_at_idx" ON "books" USING btree ("created_at");
  CREATE INDEX "books__status_idx" ON "books" USING btree ("_status");
  CREATE INDEX "_books_v_version_key_insights_order_idx" ON "_books_v_version_key_insights" USING btree ("_order");
  CREATE INDEX "_books_v_version_key_insights_parent_id_idx" ON "_books_v_version_key_insights" USING btree ("_parent_id");
  CREATE INDEX "_books_v_parent_idx" ON "_books_v" USING btree ("parent_id");
  CREATE INDEX "_books_v_version_version_cover_image_idx" ON "_books_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_books_v_version_version_slug_idx" ON "_books_v" USING btree ("version_slug");
  CREATE INDEX "_books_v_version_version_book_of_the_month_idx" ON "_books_v" USING btree ("version_book_of_the_month");
  CREATE INDEX "_books_v_version_version_updated_at_idx" ON "_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_books_v_version_version_created_at_idx" ON "_books_v" USING btree ("version_created_at");
  CREATE INDEX "_books_v_version_version__status_idx" ON "_books_v" USING btree ("version__status");
  CREATE INDEX "_books_v_created_at_idx" ON "_books_v" USING btree ("created_at");
  CREATE INDEX "_books_v_updated_at_idx" ON "_books_v" USING btree ("updated_at");
  CREATE INDEX "_books_v_latest_idx" ON "_books_v" USING btree ("latest");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "uploads_updated_at_idx" ON "uploads" USING btree ("updated_at");
  CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "uploads_filename_idx" ON "uploads" USING btree ("filename");
  CREATE INDEX "uploads_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "uploads" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "uploads_sizes_card_sizes_card_filename_idx" ON "uploads" USING btree ("sizes_card_filename");
  CREATE INDEX "uploads_sizes_hero_sizes_hero_filename_idx" ON "uploads" USING btree ("sizes_hero_filename");
  CREATE INDEX "uploads_sizes_og_sizes_og_filename_idx" ON "uploads" USING btree ("sizes_og_filename");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "music_suggestions_submitted_by_idx" ON "music_suggestions" USING btree ("submitted_by_id");
  CREATE INDEX "music_suggestions_status_idx" ON "music_suggestions" USING btree ("status");
  CREATE INDEX "music_suggestions_updated_at_idx" ON "music_suggestions" USING btree ("updated_at");
  CREATE INDEX "music_suggestions_created_at_idx" ON "music_suggestions" USING btree ("created_at");
  CREATE INDEX "media_submissions_submitted_by_idx" ON "media_submissions" USING btree ("submitted_by_id");
  CREATE INDEX "media_submissions_status_idx" ON "media_submissions" USING btree ("status");
  CREATE INDEX "media_submissions_updated_at_idx" ON "media_submissions" USING btree ("updated_at");
  CREATE INDEX "media_submissions_created_at_idx" ON "media_submissions" USING btree ("created_at");
  CREATE INDEX "book_suggestions_submitted_by_idx" ON "book_suggestions" USING btree ("submitted_by_id");
  CREATE INDEX "book_suggestions_status_idx" ON "book_suggestions" USING btree ("status");
  CREATE INDEX "book_suggestions_updated_at_idx" ON "book_suggestions" USING btree ("updated_at");
  CREATE INDEX "book_suggestions_created_at_idx" ON "book_suggestions" USING btree ("created_at");
  CREATE INDEX "newsletter_subscribers_topics_order_idx" ON "newsletter_subscribers_topics" USING btree ("order");
  CREATE INDEX "newsletter_subscribers_topics_parent_idx" ON "newsletter_subscribers_topics" USING btree ("parent_id");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("token");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_role_idx" ON "users" USING btree ("role");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("comments_id");
  CREATE INDEX "payload_locked_documents_rels_favorites_id_idx" ON "payload_locked_documents_rels" USING btree ("favorites_id");
  CREATE INDEX "payload_locked_documents_rels_organizations_id_idx" ON "payload_locked_documents_rels" USING btree ("organizations_id");
  CREATE INDEX "payload_locked_documents_rels_lyrics_analyses_id_idx" ON "payload_locked_documents_rels" USING btree ("lyrics_analyses_id");
  CREATE INDEX "payload_locked_documents_rels_music_analyses_id_idx" ON "payload_locked_documents_rels" USING btree ("music_analyses_id");
  CREATE INDEX "payload_locked_documents_rels_media_items_id_idx" ON "payload_locked_documents_rels" USING btree ("media_items_id");
  CREATE INDEX "payload_locked_documents_rels_playlists_id_idx" ON "payload_locked_documents_rels" USING btree ("playlists_id");
  CREATE INDEX "payload_locked_documents_rels_podcast_episodes_id_idx" ON "payload_locked_documents_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_reading_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("reading_plans_id");
  CREATE INDEX "payload_locked_documents_rels_verses_id_idx" ON "payload_locked_documents_rels" USING btree ("verses_id");
  CREATE INDEX "payload_locked_documents_rels_books_id_idx" ON "payload_locked_documents_rels" USING btree ("books_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("uploads_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_music_suggestions_id_idx" ON "payload_locked_documents_rels" USING btree ("music_suggestions_id");
  CREATE INDEX "payload_locked_documents_rels_media_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("media_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_book_suggestions_id_idx" ON "payload_locked_documents_rels" USING btree ("book_suggestions_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_seo_seo_og_image_idx" ON "site_settings" USING btree ("seo_og_image_id");
  CREATE INDEX "podcast_show_cover_image_idx" ON "podcast_show" USING btree ("cover_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "posts" CASCADE;
  DROP TABLE "posts_rels" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_rels" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "comments" CASCADE;
  DROP TABLE "favorites" CASCADE;
  DROP TABLE "organizations" CASCADE;
  DROP TABLE "organizations_texts" CASCADE;
  DROP TABLE "organizations_rels" CASCADE;
  DROP TABLE "_organizations_v" CASCADE;
  DROP TABLE "_organizations_v_texts" CASCADE;
  DROP TABLE "_organizations_v_rels" CASCADE;
  DROP TABLE "lyrics_analyses" CASCADE;
  DROP TABLE "_lyrics_analyses_v" CASCADE;
  DROP TABLE "music_analyses_sections" CASCADE;
  DROP TABLE "music_analyses" CASCADE;
  DROP TABLE "music_analyses_texts" CASCADE;
  DROP TABLE "_music_analyses_v_version_sections" CASCADE;
  DROP TABLE "_music_analyses_v" CASCADE;
  DROP TABLE "_music_analyses_v_texts" CASCADE;
  DROP TABLE "media_items" CASCADE;
  DROP TABLE "media_items_texts" CASCADE;
  DROP TABLE "_media_items_v" CASCADE;
  DROP TABLE "_media_items_v_texts" CASCADE;
  DROP TABLE "playlists" CASCADE;
  DROP TABLE "playlists_rels" CASCADE;
  DROP TABLE "_playlists_v" CASCADE;
  DROP TABLE "_playlists_v_rels" CASCADE;
  DROP TABLE "podcast_episodes" CASCADE;
  DROP TABLE "podcast_episodes_texts" CASCADE;
  DROP TABLE "_podcast_episodes_v" CASCADE;
  DROP TABLE "_podcast_episodes_v_texts" CASCADE;
  DROP TABLE "reading_plans_days" CASCADE;
  DROP TABLE "reading_plans" CASCADE;
  DROP TABLE "reading_plans_texts" CASCADE;
  DROP TABLE "_reading_plans_v_version_days" CASCADE;
  DROP TABLE "_reading_plans_v" CASCADE;
  DROP TABLE "_reading_plans_v_texts" CASCADE;
  DROP TABLE "verses" CASCADE;
  DROP TABLE "books_key_insights" CASCADE;
  DROP TABLE "books" CASCADE;
  DROP TABLE "_books_v_version_key_insights" CASCADE;
  DROP TABLE "_books_v" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "uploads" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "music_suggestions" CASCADE;
  DROP TABLE "media_submissions" CASCADE;
  DROP TABLE "book_suggestions" CASCADE;
  DROP TABLE "newsletter_subscribers_topics" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "podcast_show" CASCADE;
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_comments_status";
  DROP TYPE "public"."enum_organizations_category";
  DROP TYPE "public"."enum_organizations_verdict";
  DROP TYPE "public"."enum_organizations_status";
  DROP TYPE "public"."enum__organizations_v_version_category";
  DROP TYPE "public"."enum__organizations_v_version_verdict";
  DROP TYPE "public"."enum__organizations_v_version_status";
  DROP TYPE "public"."enum_lyrics_analyses_verdict";
  DROP TYPE "public"."enum_lyrics_analyses_status";
  DROP TYPE "public"."enum__lyrics_analyses_v_version_verdict";
  DROP TYPE "public"."enum__lyrics_analyses_v_version_status";
  DROP TYPE "public"."enum_music_analyses_verdict";
  DROP TYPE "public"."enum_music_analyses_status";
  DROP TYPE "public"."enum__music_analyses_v_version_verdict";
  DROP TYPE "public"."enum__music_analyses_v_version_status";
  DROP TYPE "public"."enum_media_items_category";
  DROP TYPE "public"."enum_media_items_verdict";
  DROP TYPE "public"."enum_media_items_status";
  DROP TYPE "public"."enum__media_items_v_version_category";
  DROP TYPE "public"."enum__media_items_v_version_verdict";
  DROP TYPE "public"."enum__media_items_v_version_status";
  DROP TYPE "public"."enum_playlists_status";
  DROP TYPE "public"."enum__playlists_v_version_status";
  DROP TYPE "public"."enum_podcast_episodes_status";
  DROP TYPE "public"."enum__podcast_episodes_v_version_status";
  DROP TYPE "public"."enum_reading_plans_theme";
  DROP TYPE "public"."enum_reading_plans_status";
  DROP TYPE "public"."enum__reading_plans_v_version_theme";
  DROP TYPE "public"."enum__reading_plans_v_version_status";
  DROP TYPE "public"."enum_verses_translation";
  DROP TYPE "public"."enum_books_rating";
  DROP TYPE "public"."enum_books_status";
  DROP TYPE "public"."enum__books_v_version_rating";
  DROP TYPE "public"."enum__books_v_version_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_music_suggestions_status";
  DROP TYPE "public"."enum_media_submissions_media_type";
  DROP TYPE "public"."enum_media_submissions_status";
  DROP TYPE "public"."enum_book_suggestions_status";
  DROP TYPE "public"."enum_newsletter_subscribers_topics";
  DROP TYPE "public"."enum_newsletter_subscribers_status";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_site_settings_donations_provider";`)
}
