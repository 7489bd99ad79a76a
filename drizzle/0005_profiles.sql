CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text NOT NULL,
	"maturity" text DEFAULT 'adult' NOT NULL,
	"pin_hash" text,
	"preferences" jsonb,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_position_idx" ON "profiles" USING btree ("user_id","position");
--> statement-breakpoint
-- Every account's first profile: the account's id, its name, its preferences, the Adult level.
INSERT INTO "profiles" ("id", "user_id", "name", "avatar", "maturity", "preferences", "position", "created_at")
SELECT "id", "id", left("username", 30),
	(ARRAY['red','orange','amber','green','teal','blue','violet','pink'])[1 + abs(hashtext("id")) % 8],
	'adult', "preferences", 0, "created_at"
FROM "users";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "preferences";
--> statement-breakpoint
-- Sessions: the profile in use (null: the account's first).
ALTER TABLE "sessions" ADD COLUMN "profile_id" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Personal rows belong to a profile: the existing ones to their account's first, whose id is the
-- account's, so the owner column is renamed in place and its keys and indexes with it.--> statement-breakpoint
ALTER TABLE "watch_history" DROP CONSTRAINT "watch_history_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "watch_history" RENAME COLUMN "user_id" TO "profile_id";
--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "watch_later" DROP CONSTRAINT "watch_later_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "watch_later" RENAME COLUMN "user_id" TO "profile_id";
--> statement-breakpoint
ALTER TABLE "watch_later" ADD CONSTRAINT "watch_later_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "watched_marks" DROP CONSTRAINT "watched_marks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "watched_marks" RENAME COLUMN "user_id" TO "profile_id";
--> statement-breakpoint
ALTER TABLE "watched_marks" ADD CONSTRAINT "watched_marks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "show_follows" DROP CONSTRAINT "show_follows_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "show_follows" RENAME COLUMN "user_id" TO "profile_id";
--> statement-breakpoint
ALTER TABLE "show_follows" ADD CONSTRAINT "show_follows_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "upcoming_visits" DROP CONSTRAINT "upcoming_visits_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "upcoming_visits" RENAME COLUMN "user_id" TO "profile_id";
--> statement-breakpoint
ALTER TABLE "upcoming_visits" ADD CONSTRAINT "upcoming_visits_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" RENAME COLUMN "user_id" TO "profile_id";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER INDEX "watch_history_user_media_idx" RENAME TO "watch_history_profile_media_idx";
--> statement-breakpoint
ALTER INDEX "watch_history_user_recent_idx" RENAME TO "watch_history_profile_recent_idx";
--> statement-breakpoint
ALTER INDEX "watch_later_user_media_idx" RENAME TO "watch_later_profile_media_idx";
--> statement-breakpoint
ALTER INDEX "watch_later_user_added_idx" RENAME TO "watch_later_profile_added_idx";
--> statement-breakpoint
ALTER TABLE "watched_marks" RENAME CONSTRAINT "watched_marks_user_id_media_type_media_id_season_episode_pk" TO "watched_marks_profile_id_media_type_media_id_season_episode_pk";
--> statement-breakpoint
ALTER TABLE "show_follows" RENAME CONSTRAINT "show_follows_user_id_media_id_pk" TO "show_follows_profile_id_media_id_pk";
