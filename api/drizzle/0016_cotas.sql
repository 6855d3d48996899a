CREATE TABLE "cota_reservas" (
	"token" text PRIMARY KEY NOT NULL,
	"lista_produto_id" integer NOT NULL,
	"lista_id" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"cart_id" text,
	"navegador_hash" text,
	"endereco_hash" text,
	"pedido_shopify_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lista_produtos" ADD COLUMN "aceita_cotas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lista_produtos" ADD COLUMN "cotas_completas_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vale_presentes" ADD COLUMN "lista_produto_id" integer;--> statement-breakpoint
ALTER TABLE "cota_reservas" ADD CONSTRAINT "cota_reservas_lista_produto_id_lista_produtos_id_fk" FOREIGN KEY ("lista_produto_id") REFERENCES "public"."lista_produtos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cota_reservas_item_idx" ON "cota_reservas" USING btree ("lista_produto_id","expires_at");--> statement-breakpoint
CREATE INDEX "cota_reservas_navegador_idx" ON "cota_reservas" USING btree ("navegador_hash");--> statement-breakpoint
CREATE INDEX "cota_reservas_endereco_idx" ON "cota_reservas" USING btree ("endereco_hash");--> statement-breakpoint
CREATE INDEX "cota_reservas_pedido_idx" ON "cota_reservas" USING btree ("pedido_shopify_id");--> statement-breakpoint
ALTER TABLE "vale_presentes" ADD CONSTRAINT "vale_presentes_lista_produto_id_lista_produtos_id_fk" FOREIGN KEY ("lista_produto_id") REFERENCES "public"."lista_produtos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vale_presentes_item_idx" ON "vale_presentes" USING btree ("lista_produto_id") WHERE lista_produto_id is not null;--> statement-breakpoint
-- What one guest holds now (decision 043): the checkouts of gifts (reservas) and of cotas
-- (cota_reservas) count alike against the per-browser and per-address limits. The browser's own
-- attempts in flight (no cart yet) do not count against it; the address counts them.
CREATE FUNCTION "convidado_reservas"(p_navegador text, p_endereco text, p_agora timestamptz)
RETURNS TABLE ("n_navegador" integer, "fim_navegador" timestamptz, "n_endereco" integer, "fim_endereco" timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT (count(DISTINCT h.token) FILTER (WHERE h.navegador_hash = p_navegador AND h.cart_id IS NOT NULL))::integer,
         min(h.expires_at) FILTER (WHERE h.navegador_hash = p_navegador AND h.cart_id IS NOT NULL),
         (count(DISTINCT h.token) FILTER (WHERE h.endereco_hash = p_endereco))::integer,
         min(h.expires_at) FILTER (WHERE h.endereco_hash = p_endereco)
    FROM (
      SELECT r.token, r.cart_id, r.navegador_hash, r.endereco_hash, r.expires_at FROM "reservas" r
        WHERE (r.navegador_hash = p_navegador OR r.endereco_hash = p_endereco) AND r.expires_at > p_agora AND r.pedido_shopify_id IS NULL
      UNION ALL
      SELECT c.token, c.cart_id, c.navegador_hash, c.endereco_hash, c.expires_at FROM "cota_reservas" c
        WHERE (c.navegador_hash = p_navegador OR c.endereco_hash = p_endereco) AND c.expires_at > p_agora AND c.pedido_shopify_id IS NULL
    ) h
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reserva_tomar"(
  p_itens integer[],
  p_lista integer,
  p_token text,
  p_navegador text,
  p_endereco text,
  p_agora timestamptz,
  p_ate timestamptz,
  p_max_navegador integer,
  p_max_endereco integer
) RETURNS TABLE ("resultado" text, "ate" timestamptz) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  g record;
  vendidos integer;
  tomados integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hold:browser:' || p_navegador)), pg_advisory_xact_lock(hashtext('hold:address:' || p_endereco));
  SELECT * INTO g FROM convidado_reservas(p_navegador, p_endereco, p_agora);
  IF g.n_navegador >= p_max_navegador THEN
    RETURN QUERY SELECT 'limit'::text, coalesce(g.fim_navegador, p_agora);
    RETURN;
  END IF;
  IF g.n_endereco >= p_max_endereco THEN
    RETURN QUERY SELECT 'limit'::text, coalesce(g.fim_endereco, p_agora);
    RETURN;
  END IF;
  -- the lock order of a gift (lib/transaction): its items by id (every row, so that a registration
  -- that has locked one but not committed is waited for), then its holds
  SELECT count(*) FILTER (WHERE i.vendido) INTO vendidos
    FROM (SELECT lp.vendido FROM "lista_produtos" lp WHERE lp.id = ANY (p_itens) ORDER BY lp.id FOR SHARE) i;
  IF vendidos > 0 THEN
    RETURN QUERY SELECT 'given'::text, NULL::timestamptz;
    RETURN;
  END IF;
  BEGIN
    WITH taken AS (
      INSERT INTO "reservas" AS r ("lista_produto_id", "lista_id", "token", "navegador_hash", "endereco_hash", "expires_at", "created_at")
      SELECT item, p_lista, p_token, p_navegador, p_endereco, p_ate, p_agora FROM unnest(p_itens) AS item ORDER BY item
      ON CONFLICT ("lista_produto_id") DO UPDATE SET
        "lista_id" = excluded.lista_id, "token" = excluded.token, "cart_id" = NULL, "navegador_hash" = excluded.navegador_hash,
        "endereco_hash" = excluded.endereco_hash, "pedido_shopify_id" = NULL, "expires_at" = excluded.expires_at, "created_at" = excluded.created_at
      -- a run-out hold, or this browser's own attempt that never got its cart
      WHERE r.expires_at <= p_agora OR (r.navegador_hash = p_navegador AND r.cart_id IS NULL AND r.pedido_shopify_id IS NULL)
      RETURNING 1
    )
    SELECT count(*) INTO tomados FROM taken;
    IF tomados <> cardinality(p_itens) THEN
      RAISE EXCEPTION 'hold taken' USING ERRCODE = 'P0001';
    END IF;
  EXCEPTION WHEN raise_exception THEN
    RETURN QUERY SELECT 'taken'::text, (SELECT max(r.expires_at) FROM "reservas" r WHERE r.lista_produto_id = ANY (p_itens));
    RETURN;
  END;
  RETURN QUERY SELECT 'held'::text, NULL::timestamptz;
END
$$;
--> statement-breakpoint
-- Holds a cota of p_valor cents of gift p_item (decision 043), or answers why not: 'limit' (the
-- guest's holds, with when the first ends), 'given' (given whole, or complete), 'over' (what is
-- open, in cents, would be passed by the smallest card or more: p_folga). Open = p_preco − paid
-- cotas not given back − other running cota holds. The gift's row is locked first (the lock
-- order of a gift), so two guests on the last open amount take turns: one is held, one is 'over'.
CREATE FUNCTION "cota_tomar"(
  p_item integer,
  p_lista integer,
  p_token text,
  p_valor integer,
  p_preco integer,
  p_folga integer,
  p_navegador text,
  p_endereco text,
  p_agora timestamptz,
  p_ate timestamptz,
  p_max_navegador integer,
  p_max_endereco integer
) RETURNS TABLE ("resultado" text, "aberto" integer, "ate" timestamptz) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  g record;
  v_vendido boolean;
  v_dado integer;
  v_reservado integer;
  v_aberto integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hold:browser:' || p_navegador)), pg_advisory_xact_lock(hashtext('hold:address:' || p_endereco));
  SELECT * INTO g FROM convidado_reservas(p_navegador, p_endereco, p_agora);
  IF g.n_navegador >= p_max_navegador THEN
    RETURN QUERY SELECT 'limit'::text, NULL::integer, coalesce(g.fim_navegador, p_agora);
    RETURN;
  END IF;
  IF g.n_endereco >= p_max_endereco THEN
    RETURN QUERY SELECT 'limit'::text, NULL::integer, coalesce(g.fim_endereco, p_agora);
    RETURN;
  END IF;
  SELECT lp.vendido INTO v_vendido FROM "lista_produtos" lp WHERE lp.id = p_item FOR UPDATE;
  IF v_vendido IS NULL OR v_vendido THEN
    RETURN QUERY SELECT 'given'::text, 0, NULL::timestamptz;
    RETURN;
  END IF;
  SELECT coalesce(sum(round(v.valor * 100)::integer * (v.quantidade - v.quantidade_devolvida)), 0) INTO v_dado
    FROM "vale_presentes" v WHERE v.lista_produto_id = p_item AND v.devolvido_em IS NULL;
  SELECT coalesce(sum(c.valor_centavos), 0) INTO v_reservado
    FROM "cota_reservas" c WHERE c.lista_produto_id = p_item AND c.expires_at > p_agora AND c.token <> p_token;
  v_aberto := p_preco - v_dado - v_reservado;
  IF v_aberto <= 0 OR p_valor - v_aberto >= p_folga THEN
    RETURN QUERY SELECT 'over'::text, greatest(v_aberto, 0), NULL::timestamptz;
    RETURN;
  END IF;
  INSERT INTO "cota_reservas" ("token", "lista_produto_id", "lista_id", "valor_centavos", "navegador_hash", "endereco_hash", "expires_at", "created_at")
    VALUES (p_token, p_item, p_lista, p_valor, p_navegador, p_endereco, p_ate, p_agora);
  RETURN QUERY SELECT 'held'::text, v_aberto - p_valor, NULL::timestamptz;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['vale_presentes', 'cota_reservas'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER versao_dados_%s AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION versao_dados_incrementa()', t, t);
    EXECUTE format('CREATE TRIGGER versao_dados_truncate_%s AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION versao_dados_incrementa()', t, t);
  END LOOP;
END
$$;
