CREATE TABLE "pedido_itens" (
	"pedido_id" integer NOT NULL,
	"lista_produto_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"quantidade" integer NOT NULL,
	"preco" numeric(12, 2) NOT NULL,
	CONSTRAINT "pedido_itens_pedido_id_lista_produto_id_pk" PRIMARY KEY("pedido_id","lista_produto_id")
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" serial PRIMARY KEY NOT NULL,
	"shopify_order_id" text NOT NULL,
	"nome" text NOT NULL,
	"lista_id" integer,
	"comprador_nome" text,
	"comprador_email" text,
	"mensagem" text,
	"total" numeric(12, 2) NOT NULL,
	"moeda" text NOT NULL,
	"pago_em" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedidos_shopify_order_id_unique" UNIQUE("shopify_order_id")
);
--> statement-breakpoint
CREATE TABLE "reservas" (
	"lista_produto_id" integer PRIMARY KEY NOT NULL,
	"lista_id" integer NOT NULL,
	"token" text NOT NULL,
	"cart_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks_recebidos" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_lista_produto_id_lista_produtos_id_fk" FOREIGN KEY ("lista_produto_id") REFERENCES "public"."lista_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_lista_id_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."listas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_lista_produto_id_lista_produtos_id_fk" FOREIGN KEY ("lista_produto_id") REFERENCES "public"."lista_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_itens_item_idx" ON "pedido_itens" USING btree ("lista_produto_id");--> statement-breakpoint
CREATE INDEX "pedidos_lista_idx" ON "pedidos" USING btree ("lista_id");--> statement-breakpoint
CREATE INDEX "reservas_token_idx" ON "reservas" USING btree ("token");