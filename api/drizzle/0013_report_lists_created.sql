-- The report's lists created and active (decision 040, "Fast on a chain's volume"): how many lists
-- each branch and seller has, by status, kept by triggers on `listas` in the writing transaction.
-- The lists active at a period's end are those counted here less the ones created after it (read
-- from listas_relatorio_idx), so a recent month reads a few thousand index entries instead of
-- every list.
CREATE TABLE "relatorio_listas_contagem" (
	"filial_id" integer NOT NULL,
	"vendedor_id" integer,
	"status" text NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "relatorio_listas_contagem_chave" UNIQUE NULLS NOT DISTINCT ("filial_id", "vendedor_id", "status") INCLUDE ("quantidade")
);
--> statement-breakpoint
-- The difference a statement made to the lists of each branch, seller and status, in key order.
CREATE FUNCTION "relatorio_depois_listas_contagem"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO relatorio_listas_contagem AS r (filial_id, vendedor_id, status, quantidade)
    SELECT filial_id, vendedor_id, status, count(*) FROM novos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (filial_id, vendedor_id, status) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO relatorio_listas_contagem AS r (filial_id, vendedor_id, status, quantidade)
    SELECT filial_id, vendedor_id, status, -count(*) FROM velhos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (filial_id, vendedor_id, status) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
  ELSE
    INSERT INTO relatorio_listas_contagem AS r (filial_id, vendedor_id, status, quantidade)
    SELECT filial_id, vendedor_id, status, sum(n) FROM (
      SELECT filial_id, vendedor_id, status, 1 AS n FROM novos
      UNION ALL
      SELECT filial_id, vendedor_id, status, -1 FROM velhos) m
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (filial_id, vendedor_id, status) DO UPDATE SET quantidade = r.quantidade + excluded.quantidade;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "relatorio_contagem_insert" AFTER INSERT ON "listas" REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION relatorio_depois_listas_contagem();
--> statement-breakpoint
CREATE TRIGGER "relatorio_contagem_update" AFTER UPDATE ON "listas" REFERENCING OLD TABLE AS velhos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION relatorio_depois_listas_contagem();
--> statement-breakpoint
CREATE TRIGGER "relatorio_contagem_delete" AFTER DELETE ON "listas" REFERENCING OLD TABLE AS velhos FOR EACH STATEMENT EXECUTE FUNCTION relatorio_depois_listas_contagem();
--> statement-breakpoint
-- a month's lists per branch where their gifts count, from the index alone
DROP INDEX "relatorio_listas_filiais_ultimo_mes_idx";
--> statement-breakpoint
CREATE INDEX "relatorio_listas_filiais_ultimo_mes_idx" ON "relatorio_listas_filiais" ("ultimo_mes") INCLUDE ("primeiro_mes", "filial_id", "vendedor_id", "meses");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "relatorio_reconstroi"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  todas integer[] := ARRAY(SELECT id FROM listas ORDER BY id);
BEGIN
  TRUNCATE relatorio_presentes, relatorio_presentes_mes, relatorio_listas, relatorio_listas_filiais, relatorio_produtos, relatorio_produtos_dia,
           relatorio_listas_contagem;
  INSERT INTO relatorio_presentes SELECT * FROM relatorio_presentes_das_listas(todas);
  INSERT INTO relatorio_presentes_mes (mes, canal, filial_id, vendedor_id, quantidade, valor)
  SELECT date_trunc('month', dia::timestamp)::date, canal, filial_id, vendedor_id, sum(quantidade), sum(valor) FROM relatorio_presentes GROUP BY 1, 2, 3, 4;
  -- in list order, as lists come and go: a period's lists lie together
  INSERT INTO relatorio_listas SELECT * FROM relatorio_listas_das_listas(todas) ORDER BY 1;
  INSERT INTO relatorio_listas_filiais SELECT * FROM relatorio_listas_filiais_das_listas(todas) ORDER BY 1, 2;
  INSERT INTO relatorio_produtos SELECT * FROM relatorio_produtos_das_listas(todas);
  INSERT INTO relatorio_produtos_dia (dia, ordem, quantidade, valor)
  SELECT dia, ordem, sum(quantidade), sum(valor) FROM relatorio_produtos GROUP BY 1, 2;
  INSERT INTO relatorio_listas_contagem (filial_id, vendedor_id, status, quantidade)
  SELECT filial_id, vendedor_id, status, count(*) FROM listas GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
-- the lists already there, once the triggers exist (they lock `listas`: no list can fall between)
INSERT INTO relatorio_listas_contagem (filial_id, vendedor_id, status, quantidade)
SELECT filial_id, vendedor_id, status, count(*) FROM listas GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE relatorio_listas_contagem, relatorio_listas_filiais;
