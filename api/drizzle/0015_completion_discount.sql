CREATE TABLE "descontos_conclusao" (
	"id" serial PRIMARY KEY NOT NULL,
	"lista_id" integer NOT NULL,
	"codigo" text NOT NULL,
	"percentual" integer NOT NULL,
	"valido_de" timestamp with time zone NOT NULL,
	"valido_ate" timestamp with time zone NOT NULL,
	"shopify_id" text,
	"criado_em" timestamp with time zone NOT NULL,
	"email_enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "descontos_conclusao" ADD CONSTRAINT "descontos_conclusao_lista_id_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "descontos_conclusao_lista_idx" ON "descontos_conclusao" USING btree ("lista_id");--> statement-breakpoint
CREATE UNIQUE INDEX "descontos_conclusao_codigo_idx" ON "descontos_conclusao" USING btree ("codigo");