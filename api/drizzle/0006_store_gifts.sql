CREATE TABLE "presente_loja_itens" (
	"presente_id" integer NOT NULL,
	"lista_produto_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "presente_loja_itens_presente_id_lista_produto_id_pk" PRIMARY KEY("presente_id","lista_produto_id")
);
--> statement-breakpoint
CREATE TABLE "presentes_loja" (
	"id" serial PRIMARY KEY NOT NULL,
	"lista_id" integer NOT NULL,
	"lista_produto_id" integer NOT NULL,
	"kit_id" integer,
	"presente" text NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"mensagem" text,
	"filial_id" integer NOT NULL,
	"numero_venda" text,
	"registrado_por" integer NOT NULL,
	"registrado_em" timestamp with time zone NOT NULL,
	"desfeito_por" integer,
	"desfeito_em" timestamp with time zone,
	"agradecido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "presentes_loja_auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"presente_id" integer NOT NULL,
	"acao" text NOT NULL,
	"usuario_codigo" integer NOT NULL,
	"em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "agradecido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "filial_id" integer;--> statement-breakpoint
ALTER TABLE "presente_loja_itens" ADD CONSTRAINT "presente_loja_itens_presente_id_presentes_loja_id_fk" FOREIGN KEY ("presente_id") REFERENCES "public"."presentes_loja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presente_loja_itens" ADD CONSTRAINT "presente_loja_itens_lista_produto_id_lista_produtos_id_fk" FOREIGN KEY ("lista_produto_id") REFERENCES "public"."lista_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja" ADD CONSTRAINT "presentes_loja_lista_id_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja" ADD CONSTRAINT "presentes_loja_lista_produto_id_lista_produtos_id_fk" FOREIGN KEY ("lista_produto_id") REFERENCES "public"."lista_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja" ADD CONSTRAINT "presentes_loja_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja" ADD CONSTRAINT "presentes_loja_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja" ADD CONSTRAINT "presentes_loja_registrado_por_usuarios_codigo_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuarios"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja" ADD CONSTRAINT "presentes_loja_desfeito_por_usuarios_codigo_fk" FOREIGN KEY ("desfeito_por") REFERENCES "public"."usuarios"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja_auditoria" ADD CONSTRAINT "presentes_loja_auditoria_presente_id_presentes_loja_id_fk" FOREIGN KEY ("presente_id") REFERENCES "public"."presentes_loja"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentes_loja_auditoria" ADD CONSTRAINT "presentes_loja_auditoria_usuario_codigo_usuarios_codigo_fk" FOREIGN KEY ("usuario_codigo") REFERENCES "public"."usuarios"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "presente_loja_itens_ativo_idx" ON "presente_loja_itens" USING btree ("lista_produto_id") WHERE ativo;--> statement-breakpoint
CREATE INDEX "presentes_loja_lista_idx" ON "presentes_loja" USING btree ("lista_id","registrado_em");--> statement-breakpoint
CREATE INDEX "presentes_loja_auditoria_presente_idx" ON "presentes_loja_auditoria" USING btree ("presente_id");--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;