//! The diary's SQLite schema and its upgrades, one numbered step per version in
//! `PRAGMA user_version`. A step, once released, never changes: new versions add steps.

/// Upgrade steps: `MIGRATIONS[i]` takes a diary from version `i` to version `i + 1`.
pub const MIGRATIONS: &[&str] = &[V1, V2, V3, V4, V5, V6];

/// The schema version this build writes.
pub const CURRENT_VERSION: u32 = MIGRATIONS.len() as u32;

/// Version 1: everything in DOMAIN.md's vocabulary.
const V1: &str = r#"
CREATE TABLE profile (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    full_name TEXT NOT NULL DEFAULT '',
    postal_address TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    signature TEXT NOT NULL DEFAULT ''
);

CREATE TABLE partners (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (name <> '')
);

CREATE TABLE partner_contacts (
    id INTEGER PRIMARY KEY,
    partner_id INTEGER NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    since TEXT NOT NULL,
    postal_address TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT ''
);
CREATE INDEX partner_contacts_by_partner ON partner_contacts(partner_id, since);

CREATE TABLE tournaments (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL DEFAULT '',
    name TEXT NOT NULL CHECK (name <> '' OR code <> ''),
    mode TEXT NOT NULL CHECK (mode IN ('post', 'email')),
    start_date TEXT,
    end_date TEXT,
    control_days INTEGER NOT NULL DEFAULT 30 CHECK (control_days > 0),
    control_moves INTEGER NOT NULL DEFAULT 10 CHECK (control_moves > 0),
    leave_allowance_days INTEGER NOT NULL DEFAULT 30 CHECK (leave_allowance_days >= 0),
    penalty_days INTEGER NOT NULL DEFAULT 5 CHECK (penalty_days >= 0),
    registered_always INTEGER NOT NULL DEFAULT 0 CHECK (registered_always IN (0, 1)),
    arbiter_name TEXT NOT NULL DEFAULT '',
    arbiter_address TEXT NOT NULL DEFAULT '',
    arbiter_email TEXT NOT NULL DEFAULT ''
);

CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE RESTRICT,
    partner_id INTEGER NOT NULL REFERENCES partners(id) ON DELETE RESTRICT,
    my_colour TEXT NOT NULL CHECK (my_colour IN ('white', 'black')),
    board TEXT NOT NULL DEFAULT '',
    start_date TEXT,
    status TEXT NOT NULL DEFAULT 'in_play'
        CHECK (status IN ('in_play', 'finished', 'adjudication', 'withdrawn')),
    result TEXT NOT NULL DEFAULT '*' CHECK (result IN ('*', '1-0', '0-1', '1/2-1/2'))
);
CREATE INDEX games_by_tournament ON games(tournament_id);

-- One half-move. `arrived` is the day the opponent received it (47.2.2.4), so the schedule's
-- "received" for ply n is `arrived` of ply n - 1.
CREATE TABLE plies (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL CHECK (ply >= 0),
    uci TEXT NOT NULL,
    written_date TEXT,
    postmarks TEXT NOT NULL DEFAULT '',
    receipt_date TEXT,
    delivery TEXT NOT NULL DEFAULT 'ordinary' CHECK (delivery IN ('ordinary', 'registered', 'email')),
    receipt_number TEXT NOT NULL DEFAULT '',
    arrived TEXT,
    state TEXT NOT NULL DEFAULT 'sent' CHECK (state IN ('draft', 'sent')),
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TABLE penalties (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    side TEXT NOT NULL CHECK (side IN ('white', 'black')),
    days INTEGER NOT NULL CHECK (days >= 0),
    clause TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    date TEXT NOT NULL
);
CREATE INDEX penalties_by_game ON penalties(game_id);

-- A period of leave: mine (game_id NULL, all games at once) or a partner's in one game.
CREATE TABLE leaves (
    id INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    first_day TEXT NOT NULL,
    last_day TEXT NOT NULL CHECK (last_day >= first_day),
    note TEXT NOT NULL DEFAULT ''
);

-- Every card, letter or e-mail sent or received (47.1.3, 48.1.4).
CREATE TABLE correspondence (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
    medium TEXT NOT NULL CHECK (medium IN ('card', 'letter', 'email')),
    written_date TEXT,
    sent_date TEXT,
    received_date TEXT,
    ply INTEGER,
    body TEXT NOT NULL DEFAULT ''
);
CREATE INDEX correspondence_by_game ON correspondence(game_id);
"#;

/// Version 2: proposed variants, and the store's own guard of sent moves (47.3.10): a sent ply's
/// move never changes and a sent ply is never dropped; a change of a date it already had is
/// logged as a correction, while a date filled in for the first time is not.
const V2: &str = r#"
CREATE TABLE variants (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    first_ply INTEGER NOT NULL CHECK (first_ply >= 0),
    moves TEXT NOT NULL CHECK (moves <> ''),
    state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'sent')),
    sent_date TEXT
);
CREATE INDEX variants_by_game ON variants(game_id, first_ply);

CREATE TABLE corrections (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    was TEXT NOT NULL,
    now TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT ''
);

CREATE TRIGGER sent_ply_keeps_its_move BEFORE UPDATE OF game_id, ply, uci, state ON plies
WHEN OLD.state = 'sent'
    AND (NEW.game_id, NEW.ply, NEW.uci, NEW.state) IS NOT (OLD.game_id, OLD.ply, OLD.uci, OLD.state)
BEGIN
    SELECT RAISE(ABORT, 'a sent move cannot be changed (47.3.10)');
END;

CREATE TRIGGER sent_ply_is_kept BEFORE DELETE ON plies
WHEN OLD.state = 'sent' AND EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'a sent move cannot be removed (47.3.10)');
END;

CREATE TRIGGER sent_ply_dates_are_corrections AFTER UPDATE OF written_date, postmarks,
    receipt_date, delivery, receipt_number, arrived ON plies
WHEN OLD.state = 'sent' AND (
    (OLD.written_date IS NOT NULL AND OLD.written_date IS NOT NEW.written_date)
    OR (OLD.postmarks <> '' AND OLD.postmarks IS NOT NEW.postmarks)
    OR (OLD.receipt_date IS NOT NULL AND OLD.receipt_date IS NOT NEW.receipt_date)
    OR OLD.delivery IS NOT NEW.delivery
    OR (OLD.receipt_number <> '' AND OLD.receipt_number IS NOT NEW.receipt_number)
    OR (OLD.arrived IS NOT NULL AND OLD.arrived IS NOT NEW.arrived))
BEGIN
    INSERT INTO corrections (game_id, ply, was, now) VALUES (
        OLD.game_id, OLD.ply,
        json_object('written', OLD.written_date, 'postmarks', OLD.postmarks,
            'receipt', OLD.receipt_date, 'delivery', OLD.delivery,
            'receipt_number', OLD.receipt_number, 'arrived', OLD.arrived),
        json_object('written', NEW.written_date, 'postmarks', NEW.postmarks,
            'receipt', NEW.receipt_date, 'delivery', NEW.delivery,
            'receipt_number', NEW.receipt_number, 'arrived', NEW.arrived));
END;

CREATE TRIGGER sent_variant_is_locked BEFORE UPDATE OF game_id, first_ply, moves, state ON variants
WHEN OLD.state = 'sent'
BEGIN
    SELECT RAISE(ABORT, 'a sent variant cannot be changed (47.3.10)');
END;

CREATE TRIGGER sent_variant_is_kept BEFORE DELETE ON variants
WHEN OLD.state = 'sent' AND EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'a sent variant cannot be removed (47.3.10)');
END;
"#;

/// Version 3: finding a game by its partner (imports ask it for every game).
const V3: &str = r#"
CREATE INDEX games_by_partner ON games(partner_id, tournament_id);
"#;

/// Version 4: a tournament's leave allowance over the whole event, where its regulations set
/// one (47.7.1); none by default.
const V4: &str = r#"
ALTER TABLE tournaments ADD COLUMN leave_event_days INTEGER CHECK (leave_event_days >= 0);
"#;

/// Version 5: 47.3.10 binds the sender of a move. My sent moves never change nor go; the
/// partner's move, as I typed it from his card, may be corrected or removed until my reply to it
/// is recorded (the old values are kept as a correction by the store).
const V5: &str = r#"
DROP TRIGGER sent_ply_keeps_its_move;
DROP TRIGGER sent_ply_is_kept;

CREATE TRIGGER my_sent_ply_keeps_its_move BEFORE UPDATE OF game_id, ply, uci, state ON plies
WHEN OLD.state = 'sent'
    AND (NEW.game_id, NEW.ply, NEW.uci, NEW.state) IS NOT (OLD.game_id, OLD.ply, OLD.uci, OLD.state)
    AND (OLD.ply % 2 = 0) = (SELECT my_colour = 'white' FROM games WHERE id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'a sent move cannot be changed (47.3.10)');
END;

CREATE TRIGGER my_sent_ply_is_kept BEFORE DELETE ON plies
WHEN OLD.state = 'sent'
    AND (OLD.ply % 2 = 0) = (SELECT my_colour = 'white' FROM games WHERE id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'a sent move cannot be removed (47.3.10)');
END;

CREATE TRIGGER answered_ply_keeps_its_move BEFORE UPDATE OF game_id, ply, uci, state ON plies
WHEN (NEW.game_id, NEW.ply, NEW.uci, NEW.state) IS NOT (OLD.game_id, OLD.ply, OLD.uci, OLD.state)
    AND (OLD.ply % 2 = 0) IS NOT (SELECT my_colour = 'white' FROM games WHERE id = OLD.game_id)
    AND EXISTS (SELECT 1 FROM plies p WHERE p.game_id = OLD.game_id AND p.ply > OLD.ply)
BEGIN
    SELECT RAISE(ABORT, 'a move already answered cannot be changed');
END;

CREATE TRIGGER answered_ply_is_kept BEFORE DELETE ON plies
WHEN (OLD.ply % 2 = 0) IS NOT (SELECT my_colour = 'white' FROM games WHERE id = OLD.game_id)
    AND EXISTS (SELECT 1 FROM plies p WHERE p.game_id = OLD.game_id AND p.ply > OLD.ply)
    AND EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'a move already answered cannot be removed');
END;
"#;

/// Version 6: the partner's gender, for the sentences that name him or her.
const V6: &str = r#"
ALTER TABLE partners ADD COLUMN gender TEXT NOT NULL DEFAULT 'm' CHECK (gender IN ('m', 'f'));
"#;
