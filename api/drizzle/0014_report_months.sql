-- Two more monthly rollups for the report (decision 040, "Fast on a chain's volume"), so that long
-- periods read months rather than days:
--   relatorio_produtos_mes: per month and product, units and R$ (the products most given without a
--     filter), beside relatorio_produtos_dia, from the same difference;
--   relatorio_listas_criadas_mes: per month of creation (São Paulo), branch and seller, the lists
--     created (the lists created in a period's whole months), beside relatorio_listas_contagem,
--     from the same trigger on `listas`.
CREATE TABLE "relatorio_produtos_mes" (
	"mes" date NOT NULL,
	"ordem" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" numeric NOT NULL,
	PRIMARY KEY ("mes", "ordem") INCLUDE ("quantidade", "valor")
);
--> statement-breakpoint
CREATE TABLE "relatorio_listas_criadas_mes" (
	"mes" date NOT NULL,
	"filial_id" integer NOT NULL,
	"vendedor_id" integer,
	"quantidade" integer NOT NULL,
	CONSTRAINT "relatorio_listas_criadas_mes_chave" UNIQUE NULLS NOT DISTINCT ("mes", "filial_id", "vendedor_id") INCLUDE ("quantidade")
);
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

  -- one difference per day and product, into the daily rollup and, per month, the monthly one
  WITH novos AS (
    INSERT INTO relatorio_produtos SELECT * FROM relatorio_produtos_das_listas(alvo) RETURNING *
  ), diferenca AS (
    SELECT x.dia, x.ordem, sum(x.quantidade) AS quantidade, sum(x.valor) AS valor
      FROM (SELECT n.dia, n.ordem, n.quantidade, n.valor FROM novos n
            UNION ALL
            SELECT a.dia, a.ordem, -a.quantidade, -a.valor FROM unnest(produtos_antes) a) x
     GROUP BY 1, 2
    HAVING sum(x.quantidade) <> 0 OR sum(x.valor) <> 0
  ), por_dia AS (
    INSERT INTO relatorio_produtos_dia AS r (dia, ordem, quantidade, valor)
    SELECT dia, ordem, quantidade, valor FROM diferenca ORDER BY 1, 2
    ON CONFLICT (dia, ordem)
    DO UPDATE SET quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor
  )
  INSERT INTO relatorio_produtos_mes AS r (mes, ordem, quantidade, valor)
  SELECT date_trunc('month', dia::timestamp)::date, ordem, sum(quantidade), sum(valor) FROM diferenca GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (mes, ordem)
  DO UPDATE SET quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "relatorio_depois_listas_contagem"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO relatorio_listas_contagem AS r (filial_id, vendedor_id, status, quantidade)
    SELECT filial_id, vendedor_id, status, count(*) FROM novos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (filial_id, vendedor_id, status) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
    INSERT INTO relatorio_listas_criadas_mes AS r (mes, filial_id, vendedor_id, quantidade)
    SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date, filial_id, vendedor_id, count(*) FROM novos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (mes, filial_id, vendedor_id) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO relatorio_listas_contagem AS r (filial_id, vendedor_id, status, quantidade)
    SELECT filial_id, vendedor_id, status, -count(*) FROM velhos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (filial_id, vendedor_id, status) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
    INSERT INTO relatorio_listas_criadas_mes AS r (mes, filial_id, vendedor_id, quantidade)
    SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date, filial_id, vendedor_id, -count(*) FROM velhos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (mes, filial_id, vendedor_id) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
  ELSE
    INSERT INTO relatorio_listas_contagem AS r (filial_id, vendedor_id, status, quantidade)
    SELECT filial_id, vendedor_id, status, sum(n) FROM (
      SELECT filial_id, vendedor_id, status, 1 AS n FROM novos
      UNION ALL
      SELECT filial_id, vendedor_id, status, -1 FROM velhos) m
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (filial_id, vendedor_id, status) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
    INSERT INTO relatorio_listas_criadas_mes AS r (mes, filial_id, vendedor_id, quantidade)
    SELECT mes, filial_id, vendedor_id, sum(n) FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date AS mes, filial_id, vendedor_id, 1 AS n FROM novos
      UNION ALL
      SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date, filial_id, vendedor_id, -1 FROM velhos) m
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (mes, filial_id, vendedor_id) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "relatorio_reconstroi"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  todas integer[] := ARRAY(SELECT id FROM listas ORDER BY id);
BEGIN
  TRUNCATE relatorio_presentes, relatorio_presentes_mes, relatorio_listas, relatorio_listas_filiais, relatorio_produtos, relatorio_produtos_dia,
           relatorio_listas_contagem, relatorio_produtos_mes, relatorio_listas_criadas_mes;
  INSERT INTO relatorio_presentes SELECT * FROM relatorio_presentes_das_listas(todas);
  INSERT INTO relatorio_presentes_mes (mes, canal, filial_id, vendedor_id, quantidade, valor)
  SELECT date_trunc('month', dia::timestamp)::date, canal, filial_id, vendedor_id, sum(quantidade), sum(valor) FROM relatorio_presentes GROUP BY 1, 2, 3, 4;
  -- in list order, as lists come and go: a period's lists lie together
  INSERT INTO relatorio_listas SELECT * FROM relatorio_listas_das_listas(todas) ORDER BY 1;
  INSERT INTO relatorio_listas_filiais SELECT * FROM relatorio_listas_filiais_das_listas(todas) ORDER BY 1, 2;
  INSERT INTO relatorio_produtos SELECT * FROM relatorio_produtos_das_listas(todas);
  INSERT INTO relatorio_produtos_dia (dia, ordem, quantidade, valor)
  SELECT dia, ordem, sum(quantidade), sum(valor) FROM relatorio_produtos GROUP BY 1, 2;
  INSERT INTO relatorio_produtos_mes (mes, ordem, quantidade, valor)
  SELECT date_trunc('month', dia::timestamp)::date, ordem, sum(quantidade), sum(valor) FROM relatorio_produtos_dia GROUP BY 1, 2;
  INSERT INTO relatorio_listas_contagem (filial_id, vendedor_id, status, quantidade)
  SELECT filial_id, vendedor_id, status, count(*) FROM listas GROUP BY 1, 2, 3;
  INSERT INTO relatorio_listas_criadas_mes (mes, filial_id, vendedor_id, quantidade)
  SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date, filial_id, vendedor_id, count(*) FROM listas GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
-- what the database already holds (the triggers that keep them are in place: the functions above
-- replace theirs in this transaction)
INSERT INTO relatorio_produtos_mes (mes, ordem, quantidade, valor)
SELECT date_trunc('month', dia::timestamp)::date, ordem, sum(quantidade), sum(valor) FROM relatorio_produtos_dia GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO relatorio_listas_criadas_mes (mes, filial_id, vendedor_id, quantidade)
SELECT date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date, filial_id, vendedor_id, count(*) FROM listas GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE relatorio_produtos_mes, relatorio_listas_criadas_mes;
