CREATE TABLE "tarefas" (
	"nome" text PRIMARY KEY NOT NULL,
	"dono" text,
	"ate" timestamp with time zone,
	"cursor" text,
	"ultima_execucao" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pedidos" ALTER COLUMN "pago_em" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "linha_id" text;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "devolvido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "devolucao_motivo" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "situacao" text DEFAULT 'pago' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "teste" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "cancelado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "conferencia" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "pedido_original_id" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "linhas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "linhas_reembolsadas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "reembolsos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "navegador_hash" text;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "endereco_hash" text;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "pedido_shopify_id" text;--> statement-breakpoint
CREATE INDEX "pedidos_conferencia_idx" ON "pedidos" USING btree ("conferencia");--> statement-breakpoint
CREATE INDEX "reservas_navegador_idx" ON "reservas" USING btree ("navegador_hash");--> statement-breakpoint
CREATE INDEX "reservas_endereco_idx" ON "reservas" USING btree ("endereco_hash");