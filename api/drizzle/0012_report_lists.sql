-- The report's lists with gifts (decision 040, "Fast on a chain's volume"), in two narrower
-- summaries than 0011's relatorio_listas, so that three years read each list once, with no
-- grouping by list at read time:
--   relatorio_listas: one row per list with gifts: the months (year * 12 + month - 1, São Paulo)
--     of any of its gifts, with the list's branch, seller, status and creation (the active lists
--     with gifts, per list branch, and the lists with gifts in all);
--   relatorio_listas_filiais: one row per list and branch where some of its gifts count: the
--     months of those gifts, with the list's seller (the lists with gifts per branch, and in all
--     under a branch filter).
-- The first and last month beside the months: most rows answer 'a gift in these months?' from
-- them alone (reports/report.ts), the months only when the period falls between the two.
-- Both are made again with the list's other rows by relatorio_recalcula.
DROP FUNCTION "relatorio_listas_das_listas"(integer[]);
--> statement-breakpoint
DROP TABLE "relatorio_listas";
--> statement-breakpoint
CREATE TABLE "relatorio_listas" (
	"lista_id" integer PRIMARY KEY NOT NULL,
	"lista_filial" integer NOT NULL,
	"vendedor_id" integer,
	"status" text NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"primeiro_mes" integer NOT NULL,
	"ultimo_mes" integer NOT NULL,
	"meses" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relatorio_listas_filiais" (
	"lista_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"vendedor_id" integer,
	"primeiro_mes" integer NOT NULL,
	"ultimo_mes" integer NOT NULL,
	"meses" integer[] NOT NULL,
	PRIMARY KEY ("lista_id", "filial_id")
);
--> statement-breakpoint
-- the lists with gifts in a recent month, without reading the others
CREATE INDEX "relatorio_listas_ultimo_mes_idx" ON "relatorio_listas" ("ultimo_mes");
--> statement-breakpoint
CREATE INDEX "relatorio_listas_filiais_ultimo_mes_idx" ON "relatorio_listas_filiais" ("ultimo_mes");
--> statement-breakpoint
-- The relatorio_listas rows of the lists `ids`, from their relatorio_presentes rows.
CREATE FUNCTION "relatorio_listas_das_listas"(ids integer[])
RETURNS TABLE ("lista_id" integer, "lista_filial" integer, "vendedor_id" integer, "status" text, "criada_em" timestamp with time zone,
               "primeiro_mes" integer, "ultimo_mes" integer, "meses" integer[])
LANGUAGE sql STABLE AS $$
  SELECT p.lista_id, l.filial_id, l.vendedor_id, l.status, l.created_at, min(p.mes), max(p.mes), array_agg(DISTINCT p.mes ORDER BY p.mes)
    FROM (SELECT lista_id, (extract(year FROM dia) * 12 + extract(month FROM dia) - 1)::integer AS mes FROM relatorio_presentes WHERE lista_id = ANY (ids)) p
    JOIN listas l ON l.id = p.lista_id
   GROUP BY p.lista_id, l.filial_id, l.vendedor_id, l.status, l.created_at
$$;
--> statement-breakpoint
-- The relatorio_listas_filiais rows of the lists `ids`, from their relatorio_presentes rows.
CREATE FUNCTION "relatorio_listas_filiais_das_listas"(ids integer[])
RETURNS TABLE ("lista_id" integer, "filial_id" integer, "vendedor_id" integer, "primeiro_mes" integer, "ultimo_mes" integer, "meses" integer[])
LANGUAGE sql STABLE AS $$
  SELECT p.lista_id, p.filial_id, p.vendedor_id, min(p.mes), max(p.mes), array_agg(DISTINCT p.mes ORDER BY p.mes)
    FROM (SELECT lista_id, filial_id, vendedor_id, (extract(year FROM dia) * 12 + extract(month FROM dia) - 1)::integer AS mes
            FROM relatorio_presentes WHERE lista_id = ANY (ids)) p
   GROUP BY p.lista_id, p.filial_id, p.vendedor_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "relatorio_recalcula"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  alvo integer[];
  presentes_antes relatorio_presentes[];
  produtos_antes relatorio_produtos[];
BEGIN
  SELECT array_agg(DISTINCT i ORDER BY i) INTO alvo FROM unnest(ids) AS i WHERE i IS NOT NULL;
  IF alvo IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(727170040, i) FROM unnest(alvo) AS i;

  WITH d AS (DELETE FROM relatorio_presentes r WHERE r.lista_id = ANY (alvo) RETURNING r)
  SELECT array_agg(d.r) INTO presentes_antes FROM d;
  WITH d AS (DELETE FROM relatorio_produtos r WHERE r.lista_id = ANY (alvo) RETURNING r)
  SELECT array_agg(d.r) INTO produtos_antes FROM d;
  DELETE FROM relatorio_listas WHERE lista_id = ANY (alvo);
  DELETE FROM relatorio_listas_filiais WHERE lista_id = ANY (alvo);

  WITH novos AS (
    INSERT INTO relatorio_presentes SELECT * FROM relatorio_presentes_das_listas(alvo) RETURNING *
  )
  INSERT INTO relatorio_presentes_mes AS r (mes, canal, filial_id, vendedor_id, quantidade, valor)
  SELECT date_trunc('month', x.dia::timestamp)::date, x.canal, x.filial_id, x.vendedor_id, sum(x.quantidade), sum(x.valor)
    FROM (SELECT n.dia, n.canal, n.filial_id, n.vendedor_id, n.quantidade, n.valor FROM novos n
          UNION ALL
          SELECT a.dia, a.canal, a.filial_id, a.vendedor_id, -a.quantidade, -a.valor FROM unnest(presentes_antes) a) x
   GROUP BY 1, 2, 3, 4
  HAVING sum(x.quantidade) <> 0 OR sum(x.valor) <> 0
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (mes, canal, filial_id, vendedor_id)
  DO UPDATE SET quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor;
  INSERT INTO relatorio_listas SELECT * FROM relatorio_listas_das_listas(alvo);
  INSERT INTO relatorio_listas_filiais SELECT * FROM relatorio_listas_filiais_das_listas(alvo);

  WITH novos AS (
    INSERT INTO relatorio_produtos SELECT * FROM relatorio_produtos_das_listas(alvo) RETURNING *
  )
  INSERT INTO relatorio_produtos_dia AS r (dia, ordem, quantidade, valor)
  SELECT x.dia, x.ordem, sum(x.quantidade), sum(x.valor)
    FROM (SELECT n.dia, n.ordem, n.quantidade, n.valor FROM novos n
          UNION ALL
          SELECT a.dia, a.ordem, -a.quantidade, -a.valor FROM unnest(produtos_antes) a) x
   GROUP BY 1, 2
  HAVING sum(x.quantidade) <> 0 OR sum(x.valor) <> 0
   ORDER BY 1, 2
  ON CONFLICT (dia, ordem)
  DO UPDATE SET quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "relatorio_reconstroi"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  todas integer[] := ARRAY(SELECT id FROM listas ORDER BY id);
BEGIN
  TRUNCATE relatorio_presentes, relatorio_presentes_mes, relatorio_listas, relatorio_listas_filiais, relatorio_produtos, relatorio_produtos_dia;
  INSERT INTO relatorio_presentes SELECT * FROM relatorio_presentes_das_listas(todas);
  INSERT INTO relatorio_presentes_mes (mes, canal, filial_id, vendedor_id, quantidade, valor)
  SELECT date_trunc('month', dia::timestamp)::date, canal, filial_id, vendedor_id, sum(quantidade), sum(valor) FROM relatorio_presentes GROUP BY 1, 2, 3, 4;
  -- in list order, as lists come and go: a period's lists lie together
  INSERT INTO relatorio_listas SELECT * FROM relatorio_listas_das_listas(todas) ORDER BY 1;
  INSERT INTO relatorio_listas_filiais SELECT * FROM relatorio_listas_filiais_das_listas(todas) ORDER BY 1, 2;
  INSERT INTO relatorio_produtos SELECT * FROM relatorio_produtos_das_listas(todas);
  INSERT INTO relatorio_produtos_dia (dia, ordem, quantidade, valor)
  SELECT dia, ordem, sum(quantidade), sum(valor) FROM relatorio_produtos GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
INSERT INTO relatorio_listas SELECT * FROM relatorio_listas_das_listas(ARRAY(SELECT id FROM listas)) ORDER BY 1;
--> statement-breakpoint
INSERT INTO relatorio_listas_filiais SELECT * FROM relatorio_listas_filiais_das_listas(ARRAY(SELECT id FROM listas)) ORDER BY 1, 2;
--> statement-breakpoint
ANALYZE relatorio_listas, relatorio_listas_filiais;
