CREATE TABLE "watch_later" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"media_type" text NOT NULL,
	"media_id" text NOT NULL,
	"title" text,
	"poster_path" text,
	"release_date" text,
	"vote_average" real,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watch_later" ADD CONSTRAINT "watch_later_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_later_user_media_idx" ON "watch_later" USING btree ("user_id","media_type","media_id");--> statement-breakpoint
CREATE INDEX "watch_later_user_added_idx" ON "watch_later" USING btree ("user_id","added_at" DESC NULLS LAST);