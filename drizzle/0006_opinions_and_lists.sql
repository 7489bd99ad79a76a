CREATE TABLE "list_items" (
	"list_id" bigint NOT NULL,
	"media_type" text NOT NULL,
	"media_id" text NOT NULL,
	"position" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"title" text,
	"poster_path" text,
	"release_date" text,
	"vote_average" real,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_items_list_id_media_type_media_id_pk" PRIMARY KEY("list_id","media_type","media_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"slug" text NOT NULL,
	"sort" text DEFAULT 'manual' NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diary_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"media_type" text NOT NULL,
	"media_id" text NOT NULL,
	"season" integer,
	"episode" integer,
	"watched_on" date NOT NULL,
	"rating" smallint,
	"rewatch" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"title" text,
	"poster_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diary_rating_range" CHECK ("diary_entries"."rating" is null or "diary_entries"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"profile_id" text NOT NULL,
	"media_type" text NOT NULL,
	"media_id" text NOT NULL,
	"season" integer DEFAULT 0 NOT NULL,
	"episode" integer DEFAULT 0 NOT NULL,
	"rating" smallint NOT NULL,
	"title" text,
	"poster_path" text,
	"release_date" text,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_profile_id_media_type_media_id_season_episode_pk" PRIMARY KEY("profile_id","media_type","media_id","season","episode"),
	CONSTRAINT "ratings_rating_range" CHECK ("ratings"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"profile_id" text NOT NULL,
	"media_type" text NOT NULL,
	"media_id" text NOT NULL,
	"body" text NOT NULL,
	"spoiler" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_profile_id_media_type_media_id_pk" PRIMARY KEY("profile_id","media_type","media_id")
);
--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_id_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lists" ADD CONSTRAINT "lists_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_entries" ADD CONSTRAINT "diary_entries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_items_list_position_idx" ON "list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lists_slug_idx" ON "lists" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "lists_profile_updated_idx" ON "lists" USING btree ("profile_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "diary_profile_day_idx" ON "diary_entries" USING btree ("profile_id","watched_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "diary_profile_media_idx" ON "diary_entries" USING btree ("profile_id","media_type","media_id");--> statement-breakpoint
CREATE INDEX "ratings_profile_rated_idx" ON "ratings" USING btree ("profile_id","rated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_media_updated_idx" ON "reviews" USING btree ("media_type","media_id","updated_at" DESC NULLS LAST);