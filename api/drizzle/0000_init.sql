CREATE TABLE "categorias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "categorias_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "cli_for" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cli_for_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "cores" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estoque" (
	"produto_ordem" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "estoque_produto_ordem_filial_id_pk" PRIMARY KEY("produto_ordem","filial_id")
);
--> statement-breakpoint
CREATE TABLE "filiais" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"endereco" text,
	"contato" text,
	"foto_filial" text
);
--> statement-breakpoint
CREATE TABLE "grade" (
	"ordem" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"produto_ordem" integer NOT NULL,
	"tamanho_codigo" integer,
	"cor_codigo" integer,
	"foto_url" text,
	CONSTRAINT "grade_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "grupo_permissoes" (
	"grupo_id" integer NOT NULL,
	"permissao_id" integer NOT NULL,
	CONSTRAINT "grupo_permissoes_grupo_id_permissao_id_pk" PRIMARY KEY("grupo_id","permissao_id")
);
--> statement-breakpoint
CREATE TABLE "grupos_permissao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "grupos_permissao_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "imagens" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"categoria" text NOT NULL,
	"content_type" text,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imagens_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"lista_id" integer NOT NULL,
	"anchor_item_id" integer NOT NULL,
	"nome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lista_produtos" (
	"id" serial PRIMARY KEY NOT NULL,
	"lista_id" integer NOT NULL,
	"ordem_prod_serv" integer NOT NULL,
	"ordem_prod_serv_grade" integer,
	"quantidade" integer DEFAULT 1 NOT NULL,
	"descricao" text,
	"vendido" boolean DEFAULT false NOT NULL,
	"variavel" boolean DEFAULT false NOT NULL,
	"kit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titulo" text NOT NULL,
	"titulo_busca" text GENERATED ALWAYS AS (translate(lower(titulo), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')) STORED NOT NULL,
	"descricao" text,
	"categoria_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"data_evento" timestamp with time zone NOT NULL,
	"local_evento" text,
	"privacidade" text DEFAULT 'publico' NOT NULL,
	"mae" text,
	"pai" text,
	"vendedor_id" integer,
	"cli_for_codigo" integer NOT NULL,
	"imagem_capa" text,
	"foto_lista" text,
	"status" text DEFAULT 'ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "magic_link_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"cli_for_codigo" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magic_link_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"link" text,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"modulo" text NOT NULL,
	"permissao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produto_precos" (
	"id" serial PRIMARY KEY NOT NULL,
	"produto_ordem" integer NOT NULL,
	"preco" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"ordem" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"codigo_shopify" text,
	"shopify_ativo" boolean DEFAULT false NOT NULL,
	"foto_url" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"usuario_tipo" text NOT NULL,
	"usuario_codigo" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tamanhos" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"senha_hash" text NOT NULL,
	"su" boolean DEFAULT false NOT NULL,
	"grupo_id" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendedores" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estoque" ADD CONSTRAINT "estoque_produto_ordem_produtos_ordem_fk" FOREIGN KEY ("produto_ordem") REFERENCES "public"."produtos"("ordem") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estoque" ADD CONSTRAINT "estoque_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_produto_ordem_produtos_ordem_fk" FOREIGN KEY ("produto_ordem") REFERENCES "public"."produtos"("ordem") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_tamanho_codigo_tamanhos_codigo_fk" FOREIGN KEY ("tamanho_codigo") REFERENCES "public"."tamanhos"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade" ADD CONSTRAINT "grade_cor_codigo_cores_codigo_fk" FOREIGN KEY ("cor_codigo") REFERENCES "public"."cores"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_permissoes" ADD CONSTRAINT "grupo_permissoes_grupo_id_grupos_permissao_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_permissao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_permissoes" ADD CONSTRAINT "grupo_permissoes_permissao_id_permissoes_id_fk" FOREIGN KEY ("permissao_id") REFERENCES "public"."permissoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_lista_id_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_produtos" ADD CONSTRAINT "lista_produtos_lista_id_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_produtos" ADD CONSTRAINT "lista_produtos_ordem_prod_serv_produtos_ordem_fk" FOREIGN KEY ("ordem_prod_serv") REFERENCES "public"."produtos"("ordem") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_produtos" ADD CONSTRAINT "lista_produtos_ordem_prod_serv_grade_grade_ordem_fk" FOREIGN KEY ("ordem_prod_serv_grade") REFERENCES "public"."grade"("ordem") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_produtos" ADD CONSTRAINT "lista_produtos_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listas" ADD CONSTRAINT "listas_categoria_id_categorias_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listas" ADD CONSTRAINT "listas_filial_id_filiais_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filiais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listas" ADD CONSTRAINT "listas_vendedor_id_vendedores_codigo_fk" FOREIGN KEY ("vendedor_id") REFERENCES "public"."vendedores"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listas" ADD CONSTRAINT "listas_cli_for_codigo_cli_for_codigo_fk" FOREIGN KEY ("cli_for_codigo") REFERENCES "public"."cli_for"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_link_tokens" ADD CONSTRAINT "magic_link_tokens_cli_for_codigo_cli_for_codigo_fk" FOREIGN KEY ("cli_for_codigo") REFERENCES "public"."cli_for"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produto_precos" ADD CONSTRAINT "produto_precos_produto_ordem_produtos_ordem_fk" FOREIGN KEY ("produto_ordem") REFERENCES "public"."produtos"("ordem") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_grupo_id_grupos_permissao_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_permissao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_produto_idx" ON "grade" USING btree ("produto_ordem");--> statement-breakpoint
CREATE INDEX "kits_lista_idx" ON "kits" USING btree ("lista_id");--> statement-breakpoint
CREATE INDEX "lista_produtos_lista_idx" ON "lista_produtos" USING btree ("lista_id");--> statement-breakpoint
CREATE INDEX "lista_produtos_kit_idx" ON "lista_produtos" USING btree ("kit_id");--> statement-breakpoint
CREATE INDEX "listas_public_idx" ON "listas" USING btree ("status","privacidade","data_evento");--> statement-breakpoint
CREATE INDEX "listas_cli_for_idx" ON "listas" USING btree ("cli_for_codigo");--> statement-breakpoint
CREATE INDEX "listas_categoria_idx" ON "listas" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "permissoes_modulo_permissao_idx" ON "permissoes" USING btree ("modulo","permissao");--> statement-breakpoint
CREATE INDEX "produto_precos_produto_idx" ON "produto_precos" USING btree ("produto_ordem");--> statement-breakpoint
CREATE INDEX "sessoes_expires_idx" ON "sessoes" USING btree ("expires_at");