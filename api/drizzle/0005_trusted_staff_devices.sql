CREATE TABLE "dispositivos_confiaveis" (
	"token_hash" text NOT NULL,
	"usuario_codigo" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispositivos_confiaveis_token_hash_usuario_codigo_pk" PRIMARY KEY("token_hash","usuario_codigo")
);
--> statement-breakpoint
CREATE INDEX "dispositivos_confiaveis_expires_idx" ON "dispositivos_confiaveis" USING btree ("expires_at");