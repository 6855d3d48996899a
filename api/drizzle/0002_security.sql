CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
-- Lists that are not public get an unguessable slug (issue 10): the readable slug and 12 random hex characters (48 bits of gen_random_uuid, a strong random source).
UPDATE "listas" SET "slug" = left("slug", 80) || '-' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) WHERE "privacidade" <> 'publico' AND "slug" !~ '-[0-9a-f]{12}$';
--> statement-breakpoint
-- Images stored before the list form checked them: anything but a path of this product is dropped (the card shows its placeholder).
UPDATE "listas" SET "imagem_capa" = NULL WHERE "imagem_capa" IS NOT NULL AND "imagem_capa" !~ '^/static/[A-Za-z0-9._/-]+$';
--> statement-breakpoint
UPDATE "listas" SET "foto_lista" = NULL WHERE "foto_lista" IS NOT NULL AND "foto_lista" !~ '^/static/[A-Za-z0-9._/-]+$';
