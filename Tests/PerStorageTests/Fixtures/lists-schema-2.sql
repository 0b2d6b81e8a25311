-- The PostgreSQL schema of version 2 ("limits"), as PostgresSchema's migrations 1 and 2
-- create it, holding the households, devices, lists, products and sync record of
-- lists-v5.sqlite (the SQLite fixture, written by per serve before lists became sync
-- records). One statement per paragraph.

CREATE TABLE per_schema_version (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now());

CREATE TABLE household (
    id text PRIMARY KEY,
    name text NOT NULL,
    created_at timestamptz NOT NULL,
    sync_sequence bigint NOT NULL DEFAULT 0);

CREATE TABLE device (
    id text PRIMARY KEY,
    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
    name text NOT NULL,
    token_hash bytea NOT NULL UNIQUE,
    created_at timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL);

CREATE INDEX device_on_household_id ON device (household_id);

CREATE TABLE invite (
    code_hash bytea PRIMARY KEY,
    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz);

CREATE INDEX invite_on_household_id ON invite (household_id);

CREATE INDEX invite_on_expires_at ON invite (expires_at);

CREATE TABLE product_list (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
    name text NOT NULL,
    system text NOT NULL,
    currency text,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL);

CREATE INDEX product_list_on_household_id_updated_at ON product_list (household_id, updated_at);

CREATE TABLE product_item (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    list_id bigint NOT NULL REFERENCES product_list ON DELETE CASCADE,
    position integer NOT NULL,
    name text,
    price_text text NOT NULL,
    quantity_text text NOT NULL,
    price text NOT NULL,
    pack_count text NOT NULL,
    pack_size text NOT NULL,
    unit_id text NOT NULL);

CREATE INDEX product_item_on_list_id ON product_item (list_id);

CREATE TABLE price_entry (
    id text PRIMARY KEY,
    entry_order bigint GENERATED ALWAYS AS IDENTITY,
    product_key text NOT NULL,
    product text NOT NULL,
    store text,
    date text NOT NULL,
    sale boolean NOT NULL DEFAULT false,
    price text NOT NULL,
    pack_count text NOT NULL,
    pack_size text NOT NULL,
    unit_id text NOT NULL,
    list text);

CREATE INDEX price_entry_on_product_key ON price_entry (product_key);

CREATE TABLE sync_record (
    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
    id text NOT NULL,
    kind text NOT NULL,
    body text NOT NULL,
    sequence bigint NOT NULL,
    PRIMARY KEY (household_id, id),
    UNIQUE (household_id, sequence));

ALTER TABLE sync_record ADD COLUMN size integer NOT NULL DEFAULT 0;

UPDATE sync_record SET size = octet_length(body);

ALTER TABLE household
    ADD COLUMN sync_records bigint NOT NULL DEFAULT 0,
    ADD COLUMN sync_bytes bigint NOT NULL DEFAULT 0;

UPDATE household h SET sync_records = u.records, sync_bytes = u.bytes
FROM (SELECT household_id, count(*) AS records, sum(size) AS bytes
      FROM sync_record GROUP BY household_id) u
WHERE u.household_id = h.id;

CREATE FUNCTION per_count_sync_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE household SET sync_records = sync_records + 1, sync_bytes = sync_bytes + NEW.size
        WHERE id = NEW.household_id;
    ELSE
        UPDATE household SET sync_bytes = sync_bytes + NEW.size - OLD.size
        WHERE id = NEW.household_id;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER sync_record_counted AFTER INSERT OR UPDATE OF size ON sync_record
FOR EACH ROW EXECUTE FUNCTION per_count_sync_record();

CREATE TABLE removed_device (
    token_hash bytea PRIMARY KEY,
    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
    removed_at timestamptz NOT NULL);

CREATE INDEX removed_device_on_household_id ON removed_device (household_id);

INSERT INTO per_schema_version (version, name) VALUES (1, 'households'), (2, 'limits');

INSERT INTO household (id, name, created_at, sync_sequence) VALUES ('75570ebd37d523f3fc8598048490e7c5', 'Home', '2026-11-27 05:08:50+00', 1);

INSERT INTO household (id, name, created_at, sync_sequence) VALUES ('884adfcb4add05f2b07b8fed730c91ff', 'Flat', '2026-11-27 05:08:56+00', 0);

INSERT INTO device (id, household_id, name, token_hash, created_at, last_seen_at) VALUES ('1f1c52efa7feab05451cd82a46327183', '75570ebd37d523f3fc8598048490e7c5', 'Phone', '\xbdafd1acae526e3d42f5b80e50354a7b6d86cc158780760561635e3e7a793e02', '2026-11-27 05:08:50+00', '2026-11-27 05:08:50+00');

INSERT INTO device (id, household_id, name, token_hash, created_at, last_seen_at) VALUES ('c297ad704775ef9ede20fedef3144550', '884adfcb4add05f2b07b8fed730c91ff', 'Laptop', '\x849da8b33707992433f407738fc518f3d6cd6012ef4c02e9f21015664e41d72c', '2026-11-27 05:08:56+00', '2026-11-27 05:08:56+00');

INSERT INTO product_list (id, household_id, name, system, currency, created_at, updated_at) OVERRIDING SYSTEM VALUE VALUES
    (1, '75570ebd37d523f3fc8598048490e7c5', 'Coffee beans', 'metric', 'EUR', '2026-11-27 05:08:57+00', '2026-11-27 05:09:00+00'),
    (2, '75570ebd37d523f3fc8598048490e7c5', 'Soda', 'us', 'USD', '2026-11-27 05:08:57+00', '2026-11-27 05:08:57+00'),
    (3, '75570ebd37d523f3fc8598048490e7c5', 'Empty one', 'metric', NULL, '2026-11-27 05:08:58+00', '2026-11-27 05:08:58+00'),
    (4, '884adfcb4add05f2b07b8fed730c91ff', 'Rice', 'uk', 'GBP', '2026-11-27 05:08:59+00', '2026-11-27 05:08:59+00');

INSERT INTO product_item (id, list_id, position, name, price_text, quantity_text, price, pack_count, pack_size, unit_id) OVERRIDING SYSTEM VALUE VALUES
    (4, 2, 0, 'Six pack', '4.49', '6 x 12 fl oz', '449/100', '6', '12', 'us-fl-oz'),
    (5, 2, 1, 'Two liter', '2.19', '2 L', '219/100', '1', '2', 'L'),
    (6, 4, 0, 'Basmati', '2.50', '1 kg', '5/2', '1', '1', 'kg'),
    (7, 4, 1, 'Jasmine', '1.1', '500 g', '11/10', '1', '500', 'g'),
    (8, 1, 0, 'Brand A', '3.99', '500 g', '399/100', '1', '500', 'g'),
    (9, 1, 1, 'Café "Crème" ünïcode', '7.49', '1 kg', '749/100', '1', '1', 'kg'),
    (10, 1, 2, NULL, '3 for $10', '250 g', '10', '3', '250', 'g'),
    (11, 1, 3, 'Brand B', '12', '2 x 500 g', '12', '2', '500', 'g');

INSERT INTO sync_record (household_id, id, kind, body, sequence, size) VALUES ('75570ebd37d523f3fc8598048490e7c5', '00112233445566778899aabbccddeeff', 'list', '{"id":"00112233445566778899aabbccddeeff","kind":"list","device":"1f1c52efa7feab05451cd82a46327183","deleted":false,"fields":{"created":["2026-11-27T05:09:10.123Z","1795756144000-0-1f1c52efa7feab05451cd82a46327183"],"deleted":[false,"1795756144000-0-1f1c52efa7feab05451cd82a46327183"],"lastUnit":[null,"1795756144000-0-1f1c52efa7feab05451cd82a46327183"],"name":["Synced tea","1795756144000-0-1f1c52efa7feab05451cd82a46327183"],"reference":[null,"1795756144000-0-1f1c52efa7feab05451cd82a46327183"],"updated":["2026-11-27T05:09:10.123Z","1795756144000-0-1f1c52efa7feab05451cd82a46327183"]}}', 1, 587);
