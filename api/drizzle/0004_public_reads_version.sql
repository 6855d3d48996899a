CREATE TABLE "versao_dados" (
	"id" integer PRIMARY KEY NOT NULL,
	"versao" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reservas_lista_idx" ON "reservas" USING btree ("lista_id","expires_at");--> statement-breakpoint
INSERT INTO "versao_dados" ("id", "versao") VALUES (1, 0);
--> statement-breakpoint
-- The version grows once per writing transaction, when it commits (deferred constraint triggers):
-- the row is locked only during the commit, after the transaction's own statements, so writers
-- that lock rows in different orders cannot deadlock on it.
CREATE FUNCTION "versao_dados_incrementa"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('versao_dados.transacao', true) IS DISTINCT FROM txid_current()::text THEN
    UPDATE "versao_dados" SET "versao" = "versao" + 1 WHERE "id" = 1;
    PERFORM set_config('versao_dados.transacao', txid_current()::text, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['listas', 'lista_produtos', 'kits', 'reservas', 'produtos', 'produto_precos', 'estoque', 'grade', 'cores', 'tamanhos', 'categorias', 'filiais', 'vendedores'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER versao_dados_%s AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION versao_dados_incrementa()', t, t);
    EXECUTE format('CREATE TRIGGER versao_dados_truncate_%s AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION versao_dados_incrementa()', t, t);
  END LOOP;
END
$$;
