CREATE TABLE "vale_presentes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"lista_id" integer NOT NULL,
	"linha_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"quantidade" integer NOT NULL,
	"quantidade_devolvida" integer DEFAULT 0 NOT NULL,
	"nome" text,
	"email" text,
	"mensagem" text,
	"pago_em" timestamp with time zone NOT NULL,
	"devolvido_em" timestamp with time zone,
	"devolucao_motivo" text,
	"agradecido_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listas" ADD COLUMN "aceita_vale_presente" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vale_presentes" ADD CONSTRAINT "vale_presentes_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vale_presentes" ADD CONSTRAINT "vale_presentes_lista_id_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vale_presentes_linha_idx" ON "vale_presentes" USING btree ("pedido_id","linha_id");--> statement-breakpoint
CREATE INDEX "vale_presentes_lista_idx" ON "vale_presentes" USING btree ("lista_id","pago_em");--> statement-breakpoint
-- The guests' list page says whether its owner can receive a vale-presente (an e-mail): the read cache's data version follows the customers too (decision 026).
CREATE CONSTRAINT TRIGGER versao_dados_cli_for AFTER INSERT OR UPDATE OR DELETE ON cli_for DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION versao_dados_incrementa();--> statement-breakpoint
CREATE TRIGGER versao_dados_truncate_cli_for AFTER TRUNCATE ON cli_for FOR EACH STATEMENT EXECUTE FUNCTION versao_dados_incrementa();
