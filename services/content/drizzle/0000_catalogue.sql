CREATE TABLE "carousel_items" (
	"carousel_id" text NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "carousel_items_carousel_id_position_pk" PRIMARY KEY("carousel_id","position")
);
--> statement-breakpoint
CREATE TABLE "carousels" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"channel_id" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"channel_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"home_position" integer,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "episodes" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"show_id" text NOT NULL,
	"season_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"show_title" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"asset" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C') || setweight(to_tsvector('simple', coalesce("show_title", '')), 'D')) STORED
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"kind" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"channel_id" text NOT NULL,
	"category_id" text NOT NULL,
	"asset" text NOT NULL,
	"schedule" text[] NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_headers" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_items" (
	"user_id" text NOT NULL,
	"item_key" text NOT NULL,
	"episode_id" text,
	"video_id" text,
	"channel_id" text NOT NULL,
	"category_id" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "playlist_items_user_id_item_key_pk" PRIMARY KEY("user_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"show_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "show_genres" (
	"show_id" text NOT NULL,
	"genre_id" text NOT NULL,
	CONSTRAINT "show_genres_show_id_genre_id_pk" PRIMARY KEY("show_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "shows" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"channel_id" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"year" integer NOT NULL,
	"age_rating" text NOT NULL,
	"position" integer NOT NULL,
	"popularity" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"color" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_genres" (
	"video_id" text NOT NULL,
	"genre_id" text NOT NULL,
	CONSTRAINT "video_genres_video_id_genre_id_pk" PRIMARY KEY("video_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"channel_id" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"asset" text NOT NULL,
	"slider_position" integer,
	"published_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_carousel_id_carousels_id_fk" FOREIGN KEY ("carousel_id") REFERENCES "public"."carousels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousels" ADD CONSTRAINT "carousels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_channels" ADD CONSTRAINT "live_channels_category_id_live_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."live_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD CONSTRAINT "playlist_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_genres" ADD CONSTRAINT "show_genres_show_id_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_genres" ADD CONSTRAINT "show_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_genres" ADD CONSTRAINT "video_genres_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_genres" ADD CONSTRAINT "video_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carousels_slug_key" ON "carousels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "carousels_channel_position_idx" ON "carousels" USING btree ("channel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_channel_position_idx" ON "categories" USING btree ("channel_id","position");--> statement-breakpoint
CREATE INDEX "categories_home_position_idx" ON "categories" USING btree ("home_position");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_slug_key" ON "channels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "channels_position_idx" ON "channels" USING btree ("position");--> statement-breakpoint
CREATE INDEX "channels_search_idx" ON "channels" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_slug_key" ON "episodes" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "episodes_season_ordinal_key" ON "episodes" USING btree ("season_id","ordinal");--> statement-breakpoint
CREATE INDEX "episodes_show_idx" ON "episodes" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "episodes_published_idx" ON "episodes" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "episodes_search_idx" ON "episodes" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "genres_slug_key" ON "genres" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "live_categories_slug_key" ON "live_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "live_categories_position_idx" ON "live_categories" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "live_channels_slug_key" ON "live_channels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "live_channels_category_position_idx" ON "live_channels" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "playlist_items_user_added_idx" ON "playlist_items" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "playlist_items_user_channel_added_idx" ON "playlist_items" USING btree ("user_id","channel_id","added_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_show_ordinal_key" ON "seasons" USING btree ("show_id","ordinal");--> statement-breakpoint
CREATE INDEX "show_genres_genre_idx" ON "show_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shows_slug_key" ON "shows" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shows_channel_position_idx" ON "shows" USING btree ("channel_id","position");--> statement-breakpoint
CREATE INDEX "shows_category_position_idx" ON "shows" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "shows_popularity_idx" ON "shows" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "shows_search_idx" ON "shows" USING gin ("search");--> statement-breakpoint
CREATE INDEX "video_genres_genre_idx" ON "video_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_slug_key" ON "videos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "videos_category_published_idx" ON "videos" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_channel_published_idx" ON "videos" USING btree ("channel_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_published_idx" ON "videos" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search");