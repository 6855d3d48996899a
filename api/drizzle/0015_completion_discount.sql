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
ALTER TABLE "pedidos" ADD COLUMN "desconto_conclusao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "descontos_conclusao" ADD CONSTRAINT "descontos_conclusao_lista_id_listas_id_fk" FOREIGN KEY ("lista_id") REFERENCES "public"."listas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "descontos_conclusao_lista_idx" ON "descontos_conclusao" USING btree ("lista_id");--> statement-breakpoint
CREATE UNIQUE INDEX "descontos_conclusao_codigo_idx" ON "descontos_conclusao" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "pedidos_desconto_conclusao_idx" ON "pedidos" USING btree ("pago_em") WHERE desconto_conclusao;--> statement-breakpoint
-- The owner's own purchase with the completion discount (decision 042) is no gift: the report's
-- gifts and products leave it out (the two functions of 0011 with that one condition more).
CREATE OR REPLACE FUNCTION "relatorio_presentes_das_listas"(ids integer[])
RETURNS TABLE ("lista_id" integer, "dia" date, "canal" text, "filial_id" integer, "lista_filial" integer, "vendedor_id" integer, "quantidade" integer, "valor" numeric)
LANGUAGE sql STABLE AS $$
  SELECT g.lista_id, g.dia, g.canal, coalesce(g.filial_id, l.filial_id), l.filial_id, l.vendedor_id, count(*)::integer, sum(g.valor)
    FROM (
      SELECT 'online'::text AS canal, lp.lista_id, (p.pago_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, NULL::integer AS filial_id,
             sum(pi.preco * pi.quantidade) AS valor
        FROM lista_produtos lp
        JOIN pedido_itens pi ON pi.lista_produto_id = lp.id
        JOIN pedidos p ON p.id = pi.pedido_id
        LEFT JOIN kits k ON k.id = lp.kit_id
       WHERE lp.lista_id = ANY (ids) AND pi.devolvido_em IS NULL AND p.pago_em IS NOT NULL AND NOT p.desconto_conclusao
       GROUP BY p.id, p.pago_em, lp.lista_id, (k.id IS NULL), coalesce(k.id, pi.lista_produto_id)
      UNION ALL
      SELECT 'loja', pl.lista_id, (pl.registrado_em AT TIME ZONE 'America/Sao_Paulo')::date, pl.filial_id, pl.valor
        FROM presentes_loja pl
       WHERE pl.lista_id = ANY (ids) AND pl.desfeito_em IS NULL
      UNION ALL
      SELECT 'vale_presente', v.lista_id, (v.pago_em AT TIME ZONE 'America/Sao_Paulo')::date, NULL, v.valor * (v.quantidade - v.quantidade_devolvida)
        FROM vale_presentes v
       WHERE v.lista_id = ANY (ids) AND v.devolvido_em IS NULL
    ) g
    JOIN listas l ON l.id = g.lista_id
   GROUP BY g.lista_id, g.dia, g.canal, coalesce(g.filial_id, l.filial_id), l.filial_id, l.vendedor_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "relatorio_produtos_das_listas"(ids integer[])
RETURNS TABLE ("lista_id" integer, "dia" date, "ordem" integer, "filial_id" integer, "quantidade" integer, "valor" numeric)
LANGUAGE sql STABLE AS $$
  SELECT u.lista_id, u.dia, u.ordem, u.filial_id, sum(u.quantidade)::integer, sum(u.valor)
    FROM (
      SELECT lp.lista_id, (p.pago_em AT TIME ZONE 'America/Sao_Paulo')::date AS dia, lp.ordem_prod_serv AS ordem, l.filial_id,
             pi.quantidade, pi.preco * pi.quantidade AS valor
        FROM lista_produtos lp
        JOIN pedido_itens pi ON pi.lista_produto_id = lp.id
        JOIN pedidos p ON p.id = pi.pedido_id
        JOIN listas l ON l.id = lp.lista_id
       WHERE lp.lista_id = ANY (ids) AND pi.devolvido_em IS NULL AND p.pago_em IS NOT NULL AND NOT p.desconto_conclusao
      UNION ALL
      SELECT pl.lista_id, (pl.registrado_em AT TIME ZONE 'America/Sao_Paulo')::date, lp.ordem_prod_serv, pl.filial_id,
             CASE WHEN pl.kit_id IS NULL THEN pl.quantidade ELSE lp.quantidade END,
             CASE WHEN pl.kit_id IS NULL THEN pl.valor ELSE pl.valor * lp.quantidade / sum(lp.quantidade) OVER (PARTITION BY pl.id) END
        FROM presentes_loja pl
        JOIN presente_loja_itens pli ON pli.presente_id = pl.id
        JOIN lista_produtos lp ON lp.id = pli.lista_produto_id
       WHERE pl.lista_id = ANY (ids) AND pl.desfeito_em IS NULL
    ) u
   GROUP BY u.lista_id, u.dia, u.ordem, u.filial_id
$$;
