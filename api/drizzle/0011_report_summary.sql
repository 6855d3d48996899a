CREATE INDEX "listas_vendedor_idx" ON "listas" USING btree ("vendedor_id");--> statement-breakpoint
-- The chain's report (decision 040, reports/report.ts) read from summaries kept exact by triggers in
-- the writing transaction: a gift given a second ago counts, with no cache and no nightly batch.
--
-- Per list, what the report's queries would compute from the source tables (the gifts as the
-- tracker counts them, the units of each product), by São Paulo day:
--   relatorio_presentes: per list, day, channel and branch where the gift counts (the till's for a
--     till registration, the list's otherwise): gifts and R$, with the list's branch and seller;
--   relatorio_produtos: per list, day, product and branch where it counts: units and R$.
-- Rolled up from them, so that a long period reads few rows:
--   relatorio_presentes_mes: per month, channel, branch where it counts and seller: gifts and R$;
--   relatorio_listas: per list and branch where its gifts count, the months (year * 12 + month - 1)
--     it received gifts in, with the list's branch, seller, status and creation (which lists had
--     gifts in a period, and which of them are active);
--   relatorio_produtos_dia: per day and product: units and R$.
-- Their indexes cover what the report reads (index-only scans).
-- Any write to a table a list's figures come from (pedido_itens, pedidos.pago_em, lista_produtos'
-- list, kit, product or quantity, listas' branch, seller, status and creation, presentes_loja, presente_loja_itens,
-- vale_presentes) computes that list's rows again from the source (relatorio_recalcula), and the
-- rollups take the difference between its old and new rows. No foreign keys: a list's rows leave
-- through that same computation when the list goes.
-- The lists created and active in a period, per branch and seller, from this index alone (not in
-- db/schema.ts: drizzle's index builder has no INCLUDE).
CREATE INDEX "listas_relatorio_idx" ON "listas" ("created_at") INCLUDE ("filial_id", "vendedor_id", "status");
--> statement-breakpoint
CREATE TABLE "relatorio_presentes" (
	"lista_id" integer NOT NULL,
	"dia" date NOT NULL,
	"canal" text NOT NULL,
	"filial_id" integer NOT NULL,
	"lista_filial" integer NOT NULL,
	"vendedor_id" integer,
	"quantidade" integer NOT NULL,
	"valor" numeric NOT NULL,
	PRIMARY KEY ("lista_id", "dia", "canal", "filial_id")
);
--> statement-breakpoint
CREATE INDEX "relatorio_presentes_dia_idx" ON "relatorio_presentes" ("dia") INCLUDE ("lista_id", "canal", "filial_id", "vendedor_id", "quantidade", "valor");
--> statement-breakpoint
CREATE TABLE "relatorio_presentes_mes" (
	"mes" date NOT NULL,
	"canal" text NOT NULL,
	"filial_id" integer NOT NULL,
	"vendedor_id" integer,
	"quantidade" integer NOT NULL,
	"valor" numeric NOT NULL,
	CONSTRAINT "relatorio_presentes_mes_chave" UNIQUE NULLS NOT DISTINCT ("mes", "canal", "filial_id", "vendedor_id") INCLUDE ("quantidade", "valor")
);
--> statement-breakpoint
CREATE TABLE "relatorio_listas" (
	"lista_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"lista_filial" integer NOT NULL,
	"vendedor_id" integer,
	"status" text NOT NULL,
	"criada_em" timestamp with time zone NOT NULL,
	"meses" integer[] NOT NULL,
	PRIMARY KEY ("lista_id", "filial_id")
);
--> statement-breakpoint
CREATE TABLE "relatorio_produtos" (
	"lista_id" integer NOT NULL,
	"dia" date NOT NULL,
	"ordem" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" numeric NOT NULL,
	PRIMARY KEY ("lista_id", "dia", "ordem", "filial_id")
);
--> statement-breakpoint
CREATE INDEX "relatorio_produtos_filial_idx" ON "relatorio_produtos" ("filial_id", "dia") INCLUDE ("ordem", "quantidade", "valor");
--> statement-breakpoint
CREATE TABLE "relatorio_produtos_dia" (
	"dia" date NOT NULL,
	"ordem" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" numeric NOT NULL,
	PRIMARY KEY ("dia", "ordem") INCLUDE ("quantidade", "valor")
);
--> statement-breakpoint
-- The gifts of the lists `ids` as relatorio_presentes rows: the report's own definition (an online
-- order's item or kit not given back, a till registration not undone, a line of gift cards not
-- given back, valued at the cards still held), grouped by São Paulo day.
CREATE FUNCTION "relatorio_presentes_das_listas"(ids integer[])
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
       WHERE lp.lista_id = ANY (ids) AND pi.devolvido_em IS NULL AND p.pago_em IS NOT NULL
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
-- The units of the lists `ids` as relatorio_produtos rows: online items at their line's price, till
-- registrations at their value (a kit's shared among its units by quantity), by São Paulo day.
CREATE FUNCTION "relatorio_produtos_das_listas"(ids integer[])
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
       WHERE lp.lista_id = ANY (ids) AND pi.devolvido_em IS NULL AND p.pago_em IS NOT NULL
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
--> statement-breakpoint
-- The relatorio_listas rows of the lists `ids`, from their relatorio_presentes rows: per list and
-- branch where its gifts count, the months of those gifts, with the list's branch, seller, status
-- and creation.
CREATE FUNCTION "relatorio_listas_das_listas"(ids integer[])
RETURNS TABLE ("lista_id" integer, "filial_id" integer, "lista_filial" integer, "vendedor_id" integer, "status" text, "criada_em" timestamp with time zone, "meses" integer[])
LANGUAGE sql STABLE AS $$
  SELECT p.lista_id, p.filial_id, l.filial_id, l.vendedor_id, l.status, l.created_at,
         array_agg(DISTINCT (extract(year FROM p.dia) * 12 + extract(month FROM p.dia) - 1)::integer
                   ORDER BY (extract(year FROM p.dia) * 12 + extract(month FROM p.dia) - 1)::integer)
    FROM relatorio_presentes p
    JOIN listas l ON l.id = p.lista_id
   WHERE p.lista_id = ANY (ids)
   GROUP BY p.lista_id, p.filial_id, l.filial_id, l.vendedor_id, l.status, l.created_at
$$;
--> statement-breakpoint
-- Computes the rows of the lists `ids` again from the source tables; the rollups take the
-- difference, in one statement each, in key order (two writers wait for each other on a rollup row
-- instead of deadlocking). One writer per list at a time (a transaction-scoped advisory lock, in
-- list order): the second reads the source once the first has committed.
CREATE FUNCTION "relatorio_recalcula"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
-- Every summary made again from the source tables (this migration, `pnpm db:fill-chain`, a TRUNCATE
-- of a source table), set-based.
CREATE FUNCTION "relatorio_reconstroi"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  todas integer[] := ARRAY(SELECT id FROM listas ORDER BY id);
BEGIN
  TRUNCATE relatorio_presentes, relatorio_presentes_mes, relatorio_listas, relatorio_produtos, relatorio_produtos_dia;
  INSERT INTO relatorio_presentes SELECT * FROM relatorio_presentes_das_listas(todas);
  INSERT INTO relatorio_presentes_mes (mes, canal, filial_id, vendedor_id, quantidade, valor)
  SELECT date_trunc('month', dia::timestamp)::date, canal, filial_id, vendedor_id, sum(quantidade), sum(valor) FROM relatorio_presentes GROUP BY 1, 2, 3, 4;
  INSERT INTO relatorio_listas SELECT * FROM relatorio_listas_das_listas(todas);
  INSERT INTO relatorio_produtos SELECT * FROM relatorio_produtos_das_listas(todas);
  INSERT INTO relatorio_produtos_dia (dia, ordem, quantidade, valor)
  SELECT dia, ordem, sum(quantidade), sum(valor) FROM relatorio_produtos GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
-- The triggers: one function per source table finds the lists whose figures a statement may have
-- changed (its new and old rows; for an update, the rows whose report columns differ) and computes
-- them again. Statement triggers with transition tables: a statement of many rows computes each
-- list once.
CREATE FUNCTION "relatorio_depois_pedido_itens"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE itens integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- an unpaid order's items do not count yet: its payment (pedidos.pago_em) computes them
    itens := ARRAY(SELECT n.lista_produto_id FROM novos n JOIN pedidos p ON p.id = n.pedido_id WHERE p.pago_em IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    itens := ARRAY(SELECT lista_produto_id FROM velhos);
  ELSE
    itens := ARRAY(SELECT m.lista_produto_id FROM (
      (SELECT pedido_id, lista_produto_id, quantidade, preco, devolvido_em FROM velhos
       EXCEPT SELECT pedido_id, lista_produto_id, quantidade, preco, devolvido_em FROM novos)
      UNION ALL
      (SELECT pedido_id, lista_produto_id, quantidade, preco, devolvido_em FROM novos
       EXCEPT SELECT pedido_id, lista_produto_id, quantidade, preco, devolvido_em FROM velhos)) m);
  END IF;
  IF cardinality(itens) > 0 THEN
    -- an item deleted with its list item (cascade) is found no more: lista_produtos' trigger computes its list
    PERFORM relatorio_recalcula(ARRAY(SELECT lista_id FROM lista_produtos WHERE id = ANY (itens)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "relatorio_depois_pedidos"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE pagos integer[];
BEGIN
  -- only the moment of payment counts (a deleted order's items go with it, through pedido_itens)
  pagos := ARRAY(SELECT m.id FROM (
    (SELECT id, pago_em FROM velhos EXCEPT SELECT id, pago_em FROM novos)
    UNION ALL
    (SELECT id, pago_em FROM novos EXCEPT SELECT id, pago_em FROM velhos)) m);
  IF cardinality(pagos) > 0 THEN
    PERFORM relatorio_recalcula(ARRAY(
      SELECT lp.lista_id FROM pedido_itens pi JOIN lista_produtos lp ON lp.id = pi.lista_produto_id WHERE pi.pedido_id = ANY (pagos)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "relatorio_depois_lista_produtos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM relatorio_recalcula(ARRAY(SELECT lista_id FROM velhos));
  ELSE
    -- an item's list, kit, product or quantity, when it was given (online or at the till)
    PERFORM relatorio_recalcula(ARRAY(
      SELECT m.lista_id FROM (
        (SELECT id, lista_id, kit_id, ordem_prod_serv, quantidade FROM velhos
         EXCEPT SELECT id, lista_id, kit_id, ordem_prod_serv, quantidade FROM novos)
        UNION ALL
        (SELECT id, lista_id, kit_id, ordem_prod_serv, quantidade FROM novos
         EXCEPT SELECT id, lista_id, kit_id, ordem_prod_serv, quantidade FROM velhos)) m
       WHERE EXISTS (SELECT 1 FROM pedido_itens pi WHERE pi.lista_produto_id = m.id)
          OR EXISTS (SELECT 1 FROM presente_loja_itens pli WHERE pli.lista_produto_id = m.id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "relatorio_depois_listas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM relatorio_recalcula(ARRAY(SELECT id FROM velhos));
  ELSE
    -- the list's branch, seller, status and creation are kept with its rows
    PERFORM relatorio_recalcula(ARRAY(
      SELECT m.id FROM (
        (SELECT id, filial_id, vendedor_id, status, created_at FROM velhos EXCEPT SELECT id, filial_id, vendedor_id, status, created_at FROM novos)
        UNION ALL
        (SELECT id, filial_id, vendedor_id, status, created_at FROM novos EXCEPT SELECT id, filial_id, vendedor_id, status, created_at FROM velhos)) m));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "relatorio_depois_presentes_loja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM relatorio_recalcula(ARRAY(SELECT lista_id FROM novos));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM relatorio_recalcula(ARRAY(SELECT lista_id FROM velhos));
  ELSE
    PERFORM relatorio_recalcula(ARRAY(
      SELECT m.lista_id FROM (
        (SELECT id, lista_id, kit_id, quantidade, valor, filial_id, registrado_em, desfeito_em FROM velhos
         EXCEPT SELECT id, lista_id, kit_id, quantidade, valor, filial_id, registrado_em, desfeito_em FROM novos)
        UNION ALL
        (SELECT id, lista_id, kit_id, quantidade, valor, filial_id, registrado_em, desfeito_em FROM novos
         EXCEPT SELECT id, lista_id, kit_id, quantidade, valor, filial_id, registrado_em, desfeito_em FROM velhos)) m));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "relatorio_depois_presente_loja_itens"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE registros integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    registros := ARRAY(SELECT presente_id FROM novos);
  ELSIF TG_OP = 'DELETE' THEN
    registros := ARRAY(SELECT presente_id FROM velhos);
  ELSE
    -- `ativo` is the till's own rule; the report reads the registration's desfeito_em
    registros := ARRAY(SELECT m.presente_id FROM (
      (SELECT presente_id, lista_produto_id FROM velhos EXCEPT SELECT presente_id, lista_produto_id FROM novos)
      UNION ALL
      (SELECT presente_id, lista_produto_id FROM novos EXCEPT SELECT presente_id, lista_produto_id FROM velhos)) m);
  END IF;
  IF cardinality(registros) > 0 THEN
    PERFORM relatorio_recalcula(ARRAY(SELECT lista_id FROM presentes_loja WHERE id = ANY (registros)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "relatorio_depois_vale_presentes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM relatorio_recalcula(ARRAY(SELECT lista_id FROM novos));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM relatorio_recalcula(ARRAY(SELECT lista_id FROM velhos));
  ELSE
    PERFORM relatorio_recalcula(ARRAY(
      SELECT m.lista_id FROM (
        (SELECT id, lista_id, valor, quantidade, quantidade_devolvida, pago_em, devolvido_em FROM velhos
         EXCEPT SELECT id, lista_id, valor, quantidade, quantidade_devolvida, pago_em, devolvido_em FROM novos)
        UNION ALL
        (SELECT id, lista_id, valor, quantidade, quantidade_devolvida, pago_em, devolvido_em FROM novos
         EXCEPT SELECT id, lista_id, valor, quantidade, quantidade_devolvida, pago_em, devolvido_em FROM velhos)) m));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "relatorio_depois_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM relatorio_reconstroi();
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['pedido_itens', 'pedidos', 'lista_produtos', 'listas', 'presentes_loja', 'presente_loja_itens', 'vale_presentes'] LOOP
    -- a new order, item or list changes no list's figures by itself
    IF t NOT IN ('pedidos', 'lista_produtos', 'listas') THEN
      EXECUTE format('CREATE TRIGGER relatorio_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION relatorio_depois_%s()', t, t);
    END IF;
    EXECUTE format('CREATE TRIGGER relatorio_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS velhos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION relatorio_depois_%s()', t, t);
    IF t <> 'pedidos' THEN
      EXECUTE format('CREATE TRIGGER relatorio_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS velhos FOR EACH STATEMENT EXECUTE FUNCTION relatorio_depois_%s()', t, t);
    END IF;
    EXECUTE format('CREATE TRIGGER relatorio_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION relatorio_depois_truncate()', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- what the database already holds, after the triggers exist (they lock the source tables: no
-- write can fall between the two)
SELECT relatorio_reconstroi();
--> statement-breakpoint
ANALYZE relatorio_presentes, relatorio_presentes_mes, relatorio_listas, relatorio_produtos, relatorio_produtos_dia;
