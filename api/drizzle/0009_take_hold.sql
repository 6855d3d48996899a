-- A checkout's hold in one round trip (docs/decisions/036): what shop/holds takeHold did in six
-- statements of a transaction (the guest's advisory locks, the limits, the items under a share
-- lock in id order, the insert that takes free or run-out rows), as one function call. A VOLATILE
-- function takes a new snapshot per statement, so the counts after the locks see what committed
-- while this call waited for them. Answers one row: 'held'; 'limit' with the end of the guest's
-- first hold; 'given' (an item was given meanwhile); 'taken' with the end of the longest hold
-- that refused it (nothing written).
CREATE FUNCTION "reserva_tomar"(
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
  n_navegador integer;
  fim_navegador timestamptz;
  n_endereco integer;
  fim_endereco timestamptz;
  vendidos integer;
  tomados integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('hold:browser:' || p_navegador)), pg_advisory_xact_lock(hashtext('hold:address:' || p_endereco));
  -- the browser's own attempts in flight (no cart yet) do not count against it; the address counts them
  SELECT count(DISTINCT r.token) FILTER (WHERE r.navegador_hash = p_navegador AND r.cart_id IS NOT NULL),
         min(r.expires_at) FILTER (WHERE r.navegador_hash = p_navegador AND r.cart_id IS NOT NULL),
         count(DISTINCT r.token) FILTER (WHERE r.endereco_hash = p_endereco),
         min(r.expires_at) FILTER (WHERE r.endereco_hash = p_endereco)
    INTO n_navegador, fim_navegador, n_endereco, fim_endereco
    FROM "reservas" r
    WHERE (r.navegador_hash = p_navegador OR r.endereco_hash = p_endereco) AND r.expires_at > p_agora AND r.pedido_shopify_id IS NULL;
  IF n_navegador >= p_max_navegador THEN
    RETURN QUERY SELECT 'limit'::text, coalesce(fim_navegador, p_agora);
    RETURN;
  END IF;
  IF n_endereco >= p_max_endereco THEN
    RETURN QUERY SELECT 'limit'::text, coalesce(fim_endereco, p_agora);
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
