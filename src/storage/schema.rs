//! The diary's SQLite schema and its upgrades, one numbered step per version in
//! `PRAGMA user_version`. A step, once released, never changes: new versions add steps.

use rusqlite::{Row, Transaction, params};

use super::codes::{self, dates, uci};
use super::{Result, StoreError, plies};
use crate::domain::analysis::{Note, Written, WrittenMove};
use crate::domain::{Delivery, PlyRecord, SendEvidence};

/// One upgrade step.
pub enum Step {
    /// Statements run as they are.
    Sql(&'static str),
    /// Data moved by code, where statements cannot.
    Code(fn(&Transaction<'_>) -> Result<()>),
}

/// Upgrade steps: `MIGRATIONS[i]` takes a diary from version `i` to version `i + 1`.
pub const MIGRATIONS: &[Step] = &[
    Step::Sql(V1),
    Step::Sql(V2),
    Step::Sql(V3),
    Step::Sql(V4),
    Step::Sql(V5),
    Step::Sql(V6),
    Step::Code(v7),
    Step::Sql(V8),
    Step::Sql(V9),
    Step::Sql(V10),
    Step::Sql(V11),
    Step::Sql(V12),
    Step::Sql(V13),
    Step::Sql(V14),
    Step::Sql(V15),
    Step::Sql(V16),
    Step::Sql(V17),
    Step::Sql(V18),
    Step::Sql(V19),
    Step::Sql(V20),
    Step::Sql(V21),
    Step::Code(v22),
    Step::Sql(V23),
    Step::Code(v24),
];

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

/// Version 8: penalties, leave and cards withdrawn by an undo, kept with the reason (the archive keeps
/// what was recorded once, even when it is taken back).
const V8: &str = r#"
CREATE TABLE withdrawn (
    id INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('penalty', 'leave', 'card')),
    was TEXT NOT NULL,
    reason TEXT NOT NULL DEFAULT ''
);
"#;

/// Version 10: whether a tournament's regulations allow chess engines (allowed unless said).
const V10: &str = r#"
ALTER TABLE tournaments ADD COLUMN engines_allowed INTEGER NOT NULL DEFAULT 1
    CHECK (engines_allowed IN (0, 1));
"#;

/// Version 11: what a card says besides a move (a draw offered, accepted or declined, a
/// resignation, a request for a clear move), with the card that carried it.
const V11: &str = r#"
ALTER TABLE correspondence ADD COLUMN declaration TEXT CHECK (declaration IN
    ('offer_draw', 'accept_draw', 'decline_draw', 'resign', 'ask_replacement'));
"#;

/// Version 12: whether a tournament's cards show the position after my move (off unless set).
const V12: &str = r#"
ALTER TABLE tournaments ADD COLUMN card_diagram INTEGER NOT NULL DEFAULT 0
    CHECK (card_diagram IN (0, 1));
"#;

/// Version 13: the other game whose move went on the same card (a double round).
const V13: &str = r#"
ALTER TABLE correspondence ADD COLUMN together_with INTEGER
    REFERENCES games(id) ON DELETE SET NULL;
"#;

/// Version 14: how many of a game's first plies were played before the diary kept their dates
/// (an import without dates, marked so by the player): none of their dates is asked for.
const V14: &str = r#"
ALTER TABLE games ADD COLUMN undated_plies INTEGER NOT NULL DEFAULT 0
    CHECK (undated_plies >= 0);
"#;

/// Version 15: the papers printed from the diary, a row per game on the paper (none for a
/// report): what, the game's plies then (its card's move is the last), the printer and job.
const V15: &str = r#"
CREATE TABLE printed (
    id INTEGER PRIMARY KEY,
    game_id INTEGER REFERENCES games(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    plies INTEGER NOT NULL CHECK (plies >= 0),
    printer TEXT NOT NULL,
    job TEXT NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX printed_by_game ON printed(game_id);
"#;

/// Version 16: a penalty's offence kept as its value (`offence`, the kind's code; a late
/// repeat's delay is its days), told in the language of the moment; `reason` keeps only the
/// words of an older penalty that names no offence (the diary reads those back,
/// `diary::upgrade`).
const V16: &str = r#"
ALTER TABLE penalties ADD COLUMN offence TEXT;
"#;

/// Version 17: the journal of what can be undone and redone (`journal.rs`), kept in the diary
/// so that a restart, another window and the command line undo alike.
const V17: &str = r#"
CREATE TABLE journal (
    id INTEGER PRIMARY KEY,
    side TEXT NOT NULL CHECK (side IN ('undo', 'redo')),
    entry TEXT NOT NULL,
    bytes BLOB
);
"#;

/// Version 18: a game's status and result go together as `GameState` has them, kept so by the
/// file itself: a game in play has no result, a finished one has one. The records panel of an
/// older ccdiary let any pair be saved: a game in play keeps its deadlines, its stray result
/// cleared; one finished without a result stays out of play, as withdrawn, its result still to
/// give. The journal, whose entries name games by their old fields, starts afresh.
const V18: &str = r#"
UPDATE games SET result = '*' WHERE status = 'in_play' AND result <> '*';
UPDATE games SET status = 'withdrawn' WHERE status = 'finished' AND result = '*';
DELETE FROM journal;
CREATE TRIGGER games_state_on_insert BEFORE INSERT ON games
WHEN (NEW.status = 'in_play' AND NEW.result <> '*') OR (NEW.status = 'finished' AND NEW.result = '*')
BEGIN
    SELECT RAISE(ABORT, 'a game in play has no result, a finished one has one');
END;
CREATE TRIGGER games_state_on_update BEFORE UPDATE OF status, result ON games
WHEN (NEW.status = 'in_play' AND NEW.result <> '*') OR (NEW.status = 'finished' AND NEW.result = '*')
BEGIN
    SELECT RAISE(ABORT, 'a game in play has no result, a finished one has one');
END;
"#;

/// Version 19: his total as his card states it, kept with the card filed (it was only in the
/// card's text), so that his card typed again has it.
const V19: &str = r#"
ALTER TABLE correspondence ADD COLUMN stated_total INTEGER CHECK (stated_total >= 0);
"#;

/// Version 20: between the player and the arbiter. `games.report` is 'due' once a game leaves
/// play — the file sets it, whatever left it so: a card, the records, a decision — and the day
/// its result and record went to the arbiter once sent (47.9.1, 48.9.1); a game out of play
/// before this version asks nothing. A decision keeps its ruling, the game's state it found and
/// my protest against it, as JSON. My notices — a new address, a failure, a dispute — are a
/// row a recipient, listed under a game, with the day each went; my former addresses are kept
/// with their last day, for the cards of those days.
const V20: &str = r#"
ALTER TABLE games ADD COLUMN report TEXT;
CREATE TRIGGER games_report_due AFTER UPDATE OF status ON games
WHEN OLD.status = 'in_play' AND NEW.status <> 'in_play' AND NEW.report IS NULL
BEGIN
    UPDATE games SET report = 'due' WHERE id = NEW.id;
END;
CREATE TRIGGER games_report_back AFTER UPDATE OF status ON games
WHEN NEW.status = 'in_play' AND NEW.report = 'due'
BEGIN
    UPDATE games SET report = NULL WHERE id = NEW.id;
END;
CREATE TABLE decisions (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    received TEXT NOT NULL,
    ruling TEXT NOT NULL,
    before TEXT NOT NULL,
    protest TEXT
);
CREATE INDEX decisions_by_game ON decisions(game_id);
CREATE TABLE notices (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('address', 'failure', 'dispute', 'access')),
    recipient TEXT NOT NULL CHECK (recipient IN ('partner', 'arbiter')),
    day TEXT NOT NULL,
    sent TEXT,
    restored TEXT
);
CREATE INDEX notices_by_game ON notices(game_id);
CREATE TABLE former_addresses (
    id INTEGER PRIMARY KEY,
    until TEXT NOT NULL,
    postal_address TEXT NOT NULL,
    email TEXT NOT NULL
);
"#;

/// Version 21: my analysis of each game, a tree of moves beside the record, as the JSON of its
/// moves from the first position (`domain::analysis`); no row while nothing is analysed.
const V21: &str = r#"
CREATE TABLE analysis (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    tree TEXT NOT NULL
);
"#;

/// Version 22: my analysis written one move after another with its depth
/// (`domain::analysis::Written`), no longer nested: a line tried after move 32 stood deeper
/// than the 128 levels `serde_json` reads. SQLite's reader, which reads 1,000 levels (a line
/// to about move 250), unnests each tree; one deeper still, or one it cannot read, is left as
/// it was and logged, and the diary opens.
fn v22(tx: &Transaction<'_>) -> Result<()> {
    let games: Vec<i64> = tx
        .prepare("SELECT game_id FROM analysis")?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut moves = tx.prepare(
        "SELECT t.fullkey, json_extract(t.value, '$.mv'), json_extract(t.value, '$.note')
         FROM analysis AS a, json_tree(a.tree) AS t
         WHERE a.game_id = ?1 AND t.type = 'object' AND (t.path = '$' OR t.path LIKE '%.children')
         ORDER BY t.id",
    )?;
    let mut save = tx.prepare("UPDATE analysis SET tree = ?2 WHERE game_id = ?1")?;
    for game in games {
        let rows = moves
            .query_map([game], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .and_then(|rows| {
                rows.collect::<rusqlite::Result<Vec<(String, String, Option<String>)>>>()
            });
        let rows = match rows {
            // SQLite's own refusal: JSON it cannot read, or nested too deep for it.
            Err(rusqlite::Error::SqliteFailure(e, _)) if e.code == rusqlite::ErrorCode::Unknown => {
                None
            }
            rows => Some(rows?),
        };
        let written = rows.and_then(|rows| {
            rows.into_iter()
                .map(|(key, mv, note)| {
                    Some(WrittenMove {
                        d: key.matches(".children").count() as u32,
                        mv: mv.parse().ok()?,
                        note: match note {
                            Some(n) => serde_json::from_str(&n).ok()?,
                            None => Note::default(),
                        },
                    })
                })
                .collect::<Option<Vec<_>>>()
        });
        let Some(written) = written else {
            log::warn!("the analysis of game {game} cannot be read, and is left as it was");
            continue;
        };
        let json = serde_json::to_string(&Written(written))
            .map_err(|e| StoreError::Corrupt(format!("analysis: {e}")))?;
        save.execute(params![game, json])?;
    }
    Ok(())
}

/// Version 23: each game's number of moves beside its id, apart from the moves: the game list
/// reads it for every game (20,000 in a career) from 60 pages, not the 4,000 the moves fill.
const V23: &str = r#"
CREATE INDEX IF NOT EXISTS game_plies_count ON game_plies(game_id, count);
"#;

/// Version 24: what Today reads of a game's moves, kept beside them (`digests.rs`) and cleared
/// by the file whenever they change; an index of the games that have one holds it, so that
/// Today reads it from a few pages rather than from the moves' own (200 pages for 1,000 games
/// in play). The column is added where the diary lacks it: a diary set back to an older version
/// by hand keeps its columns.
fn v24(tx: &Transaction<'_>) -> Result<()> {
    let has_due: bool = tx.query_row(
        "SELECT count(*) > 0 FROM pragma_table_info('game_plies') WHERE name = 'due'",
        [],
        |r| r.get(0),
    )?;
    if !has_due {
        tx.execute_batch("ALTER TABLE game_plies ADD COLUMN due BLOB")?;
    }
    tx.execute_batch(
        "CREATE INDEX IF NOT EXISTS game_plies_due ON game_plies(game_id, due)
         WHERE due IS NOT NULL;
         CREATE TRIGGER IF NOT EXISTS game_plies_due_stale AFTER UPDATE OF plies ON game_plies
         WHEN NEW.due IS NOT NULL AND NEW.plies IS NOT OLD.plies
         BEGIN
             UPDATE game_plies SET due = NULL WHERE game_id = NEW.game_id;
         END;",
    )?;
    Ok(())
}

/// Version 9: photos and scans of the cards themselves (47.1.3, 48.1.4), kept inside the diary.
/// A scan outlives its archive item taken back by an undo (its item becomes NULL), and goes
/// only with its game.
const V9: &str = r#"
CREATE TABLE scans (
    id INTEGER PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    item_id INTEGER REFERENCES correspondence(id) ON DELETE SET NULL,
    name TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL CHECK (kind IN ('png', 'jpeg', 'pdf')),
    bytes BLOB NOT NULL
);
CREATE INDEX scans_by_game ON scans(game_id);
"#;

/// Version 7: a game's plies kept as one value (`plies.rs`) instead of a row each, so that an
/// import writes a row per game, not per ply; the 47.3.10 guard and the corrections of sent
/// plies' dates, which were triggers on the rows, are the store's `plies::guard` now.
fn v7(tx: &Transaction<'_>) -> Result<()> {
    tx.execute_batch(
        "CREATE TABLE game_plies (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            count INTEGER NOT NULL CHECK (count >= 0),
            plies BLOB NOT NULL
        );
        INSERT INTO game_plies (game_id, count, plies)
            SELECT id, 0, x'01' FROM games;",
    )?;
    let mut games: Vec<(i64, Vec<PlyRecord>)> = Vec::new();
    let mut rows = tx.prepare(
        "SELECT game_id, uci, written_date, postmarks, receipt_date, delivery, receipt_number,
                arrived, state
         FROM plies ORDER BY game_id, ply",
    )?;
    let mut rows = rows.query([])?;
    while let Some(r) = rows.next()? {
        let game: i64 = r.get(0)?;
        let ply = v6_ply(r)?;
        match games.last_mut() {
            Some((id, plies)) if *id == game => plies.push(ply),
            _ => games.push((game, vec![ply])),
        }
    }
    let mut save = tx.prepare("UPDATE game_plies SET count = ?2, plies = ?3 WHERE game_id = ?1")?;
    for (game, records) in &games {
        save.execute(params![game, records.len() as u32, plies::encode(records)])?;
    }
    tx.execute_batch("DROP TABLE plies;")?;
    Ok(())
}

/// A ply as a row of version 6 held it (from the second column on).
fn v6_ply(r: &Row<'_>) -> Result<PlyRecord> {
    let mv: String = r.get(1)?;
    let postmarks: String = r.get(3)?;
    let delivery: String = r.get(5)?;
    let receipt_number: String = r.get(6)?;
    let state: String = r.get(8)?;
    Ok(PlyRecord {
        uci: uci(&mv)?,
        sent: SendEvidence {
            written: r.get(2)?,
            postmarks: dates(&postmarks)?,
            receipt: r.get(4)?,
        },
        arrived: r.get(7)?,
        delivery: match delivery.as_str() {
            "ordinary" => Delivery::Ordinary,
            "registered" => Delivery::Registered { receipt_number },
            "email" => Delivery::Email,
            other => return Err(StoreError::Corrupt(format!("delivery {other:?}"))),
        },
        state: codes::state(&state, "ply")?,
    })
}
