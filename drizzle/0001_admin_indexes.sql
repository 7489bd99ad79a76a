-- Hand-added: the trigram indexes below need pg_trgm (a trusted contrib extension on
-- PostgreSQL 13+; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_rank_idx" ON "users" USING btree ((case "role" when 'owner' then 2 when 'admin' then 1 else 0 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "users_premium_idx" ON "users" USING btree ("is_premium","created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops) WITH (fastupdate=false);