import Logging
import PostgresNIO

/// The PostgreSQL schema of ``PostgresRepository`` and its migrations: the tables of
/// ``AppDatabase``'s SQLite migrations, written for PostgreSQL.
///
/// `per_schema_version` holds one row per migration applied. Migrating takes a transaction-level
/// advisory lock first, so that instances starting at once migrate one after the other: the
/// second finds the versions applied and does nothing. Add a migration for every change,
/// never edit a shipped one.
enum PostgresSchema {
    /// The advisory lock key of migrations: "per-migrate" in ASCII, as a 64-bit number.
    static let lockKey: Int64 = 0x70_65_72_2D_6D_69_67

    /// Each migration's version, name and statements, in order.
    static let migrations: [(version: Int, name: String, statements: [PostgresQuery])] = [
        (
            1, "households",
            [
                """
                CREATE TABLE household (
                    id text PRIMARY KEY,
                    name text NOT NULL,
                    created_at timestamptz NOT NULL,
                    sync_sequence bigint NOT NULL DEFAULT 0)
                """,
                """
                CREATE TABLE device (
                    id text PRIMARY KEY,
                    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
                    name text NOT NULL,
                    token_hash bytea NOT NULL UNIQUE,
                    created_at timestamptz NOT NULL,
                    last_seen_at timestamptz NOT NULL)
                """,
                "CREATE INDEX device_on_household_id ON device (household_id)",
                """
                CREATE TABLE invite (
                    code_hash bytea PRIMARY KEY,
                    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
                    created_at timestamptz NOT NULL,
                    expires_at timestamptz NOT NULL,
                    used_at timestamptz)
                """,
                "CREATE INDEX invite_on_household_id ON invite (household_id)",
                "CREATE INDEX invite_on_expires_at ON invite (expires_at)",
                """
                CREATE TABLE product_list (
                    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
                    name text NOT NULL,
                    system text NOT NULL,
                    currency text,
                    created_at timestamptz NOT NULL,
                    updated_at timestamptz NOT NULL)
                """,
                "CREATE INDEX product_list_on_household_id_updated_at ON product_list (household_id, updated_at)",
                """
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
                    unit_id text NOT NULL)
                """,
                "CREATE INDEX product_item_on_list_id ON product_item (list_id)",
                // The price book of `per book`: `entry_order` keeps the order entries of one
                // day were recorded in, as SQLite's rowid does.
                """
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
                    list text)
                """,
                "CREATE INDEX price_entry_on_product_key ON price_entry (product_key)",
                // Sync records with the sequence number of their last change; the household's
                // `sync_sequence` is the latest number issued (see PostgresRepository+Sync).
                """
                CREATE TABLE sync_record (
                    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
                    id text NOT NULL,
                    kind text NOT NULL,
                    body text NOT NULL,
                    sequence bigint NOT NULL,
                    PRIMARY KEY (household_id, id),
                    UNIQUE (household_id, sequence))
                """,
            ]
        ),
        (
            2, "limits",
            [
                // Each record's size in bytes, and the household's records and bytes, kept by a
                // trigger in the statement that writes the records, for its quota.
                "ALTER TABLE sync_record ADD COLUMN size integer NOT NULL DEFAULT 0",
                "UPDATE sync_record SET size = octet_length(body)",
                """
                ALTER TABLE household
                    ADD COLUMN sync_records bigint NOT NULL DEFAULT 0,
                    ADD COLUMN sync_bytes bigint NOT NULL DEFAULT 0
                """,
                """
                UPDATE household h SET sync_records = u.records, sync_bytes = u.bytes
                FROM (SELECT household_id, count(*) AS records, sum(size) AS bytes
                      FROM sync_record GROUP BY household_id) u
                WHERE u.household_id = h.id
                """,
                """
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
                END $$
                """,
                """
                CREATE TRIGGER sync_record_counted AFTER INSERT OR UPDATE OF size ON sync_record
                FOR EACH ROW EXECUTE FUNCTION per_count_sync_record()
                """,
                // The token hashes of removed devices: their failures count against the token.
                """
                CREATE TABLE removed_device (
                    token_hash bytea PRIMARY KEY,
                    household_id text NOT NULL REFERENCES household ON DELETE CASCADE,
                    removed_at timestamptz NOT NULL)
                """,
                "CREATE INDEX removed_device_on_household_id ON removed_device (household_id)",
            ]
        ),
        (
            3, "list-records",
            [
                // Lists are sync records: every saved list and its products become list and
                // product records of the list's household, as the app writes them, stamped at the
                // list's last change by the device `migrated`, with the household's next sequence
                // numbers (as SQLite's `v6-listRecords`). Record ids come from the row ids:
                // `per-list` and the list's id, and for a product `per-`, its position and its
                // list's id, so that its products keep their order. The old tables go.
                """
                CREATE TABLE migrated_record AS
                WITH list AS (
                    SELECT l.*, '7065722d6c697374' || lpad(to_hex(l.id), 16, '0') AS record_id,
                        (floor(extract(epoch FROM l.updated_at)) * 1000)::bigint::text || '-0-migrated' AS stamp,
                        to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created,
                        to_char(l.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated
                    FROM product_list l)
                SELECT l.household_id, l.record_id AS id, 'list' AS kind, l.id AS list_id, -1 AS position,
                    jsonb_build_object('id', l.record_id, 'kind', 'list', 'device', 'migrated', 'deleted', false,
                        'fields', jsonb_build_object(
                            'created', jsonb_build_array(l.created, l.stamp),
                            'currency', jsonb_build_array(l.currency, l.stamp),
                            'deleted', jsonb_build_array(false, l.stamp),
                            'lastUnit', jsonb_build_array(
                                (SELECT unit_id FROM product_item WHERE list_id = l.id ORDER BY position DESC LIMIT 1),
                                l.stamp),
                            'name', jsonb_build_array(rtrim(substr(l.name, 1, 80)), l.stamp),
                            'reference', jsonb_build_array(NULL::text, l.stamp),
                            'system', jsonb_build_array(l.system, l.stamp),
                            'updated', jsonb_build_array(l.updated, l.stamp)))::text AS body
                FROM list l
                UNION ALL
                SELECT l.household_id,
                    '7065722d' || lpad(to_hex(i.position), 8, '0') || lpad(to_hex(l.id), 16, '0'),
                    'product', l.id, i.position,
                    jsonb_build_object(
                        'id', '7065722d' || lpad(to_hex(i.position), 8, '0') || lpad(to_hex(l.id), 16, '0'),
                        'kind', 'product', 'device', 'migrated', 'deleted', false,
                        'fields', jsonb_build_object(
                            'deleted', jsonb_build_array(false, l.stamp),
                            'list', jsonb_build_array(l.record_id, l.stamp),
                            'name', jsonb_build_array(nullif(rtrim(substr(i.name, 1, 80)), ''), l.stamp),
                            'packCount', jsonb_build_array(i.pack_count, l.stamp),
                            'packSize', jsonb_build_array(i.pack_size, l.stamp),
                            'price', jsonb_build_array(i.price, l.stamp),
                            'priceText', jsonb_build_array(i.price_text, l.stamp),
                            'quantityText', jsonb_build_array(i.quantity_text, l.stamp),
                            'unit', jsonb_build_array(i.unit_id, l.stamp)))::text
                FROM product_item i JOIN list l ON l.id = i.list_id
                """,
                """
                INSERT INTO sync_record (household_id, id, kind, body, sequence, size)
                SELECT m.household_id, m.id, m.kind, m.body,
                    h.sync_sequence + row_number() OVER (PARTITION BY m.household_id ORDER BY m.list_id, m.position),
                    octet_length(m.body)
                FROM migrated_record m JOIN household h ON h.id = m.household_id
                """,
                """
                UPDATE household h SET sync_sequence = h.sync_sequence + m.records
                FROM (SELECT household_id, count(*) AS records FROM migrated_record GROUP BY household_id) m
                WHERE m.household_id = h.id
                """,
                "DROP TABLE migrated_record",
                "DROP TABLE product_item",
                "DROP TABLE product_list",
            ]
        ),
    ]

    /// The latest version.
    static var latestVersion: Int { migrations.last?.version ?? 0 }

    /// Applies the migrations the database lacks, inside the caller's transaction.
    /// - Throws: ``StorageError`` for a database migrated by a newer Per; PostgresNIO's errors.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
        try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS per_schema_version (
                version integer PRIMARY KEY,
                name text NOT NULL,
                applied_at timestamptz NOT NULL DEFAULT now())
            """, logger: logger)
        var current = 0
        for try await version in try await connection.query(
            "SELECT coalesce(max(version), 0) FROM per_schema_version", logger: logger
        ).decode(Int.self) {
            current = version
        }
        guard current <= latestVersion else {
            throw StorageError(
                "the database's schema is version \(current), written by a newer Per; this one knows up to \(latestVersion)"
            )
        }
        for migration in migrations where migration.version > current {
            for statement in migration.statements {
                try await connection.query(statement, logger: logger)
            }
            try await connection.query(
                "INSERT INTO per_schema_version (version, name) VALUES (\(migration.version), \(migration.name))",
                logger: logger)
            logger.notice("PostgreSQL schema migrated to version \(migration.version) (\(migration.name))")
        }
    }
}
