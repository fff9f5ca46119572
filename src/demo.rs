//! A realistic demo diary: two tournaments (post and e-mail) and a dozen games in every state a
//! player meets — my move, waiting, repeat due, time trouble, the partner's overstep, finished,
//! adjudication, withdrawn — dated relative to `today` so it always looks current.

use std::path::Path;

use chrono::{Duration, NaiveDate};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Position};

use crate::domain::{
    Arbiter, Contact, Delivery, Game, GameState, Gender, Mode, Outcome, Partner, PlyRecord,
    PlyState, Profile, SendEvidence, TimeControl, Tournament,
};
use crate::storage::{Result, Store};

/// A main line long enough for every demo game (Ruy Lopez, Closed).
const LINE: [&str; 40] = [
    "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1", "b7b5",
    "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6a5", "b3c2", "c7c5", "d2d4", "d8c7", "b1d2", "c5d4",
    "c3d4", "a5c6", "d2b3", "a6a5", "c1e3", "a5a4", "b3d2", "c8d7", "a1c1", "c7b7", "d2f1", "f8c8",
    "f1g3", "c6b4", "c2b1", "d7e6",
];

/// How one demo game stands today.
struct Scene {
    partner: usize,
    tournament: usize,
    my_colour: Color,
    plies: usize,
    /// Days the mover thinks on each ply.
    think: fn(usize) -> i64,
    /// Days from the last ply's send to today.
    since_last: i64,
    state: GameState,
}

fn steady(_: usize) -> i64 {
    3
}

fn slow(i: usize) -> i64 {
    if i.is_multiple_of(2) { 2 } else { 6 }
}

fn his_overstep(i: usize) -> i64 {
    // He (Black) spends 40 days on move 6.
    if i == 11 { 40 } else { 2 }
}

fn my_time_trouble(i: usize) -> i64 {
    // I (White) think three days a move, he one: by move 10 my time is nearly gone.
    if i.is_multiple_of(2) { 3 } else { 1 }
}

/// Writes the demo diary afresh at `path`, as seen on `today`: the demo is the program's own
/// file (the window keeps it apart from the user's diary), so an old one and its journal go.
pub fn recreate_demo(path: &Path, today: NaiveDate) -> std::io::Result<Result<Store>> {
    if path.exists() {
        std::fs::remove_file(path)?;
    }
    for suffix in ["-wal", "-shm"] {
        let mut side = path.as_os_str().to_owned();
        side.push(suffix);
        match std::fs::remove_file(std::path::PathBuf::from(side)) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
    }
    Ok(create_demo(path, today))
}

/// Writes a new demo diary at `path` (which must not exist yet) as seen on `today`.
pub fn create_demo(path: &Path, today: NaiveDate) -> Result<Store> {
    let mut store = Store::open(path)?;
    store.save_profile(&Profile {
        full_name: "Иванов Иван Иванович".into(),
        postal_address: "ул. Садовая, д. 1, кв. 2\nг. Москва\n123456".into(),
        email: "ivanov@example.ru".into(),
        signature: "И. И. Иванов".into(),
    })?;
    let post = store.add_tournament(&Tournament {
        code: "КР-7".into(),
        name: "Кубок России по переписке".into(),
        mode: Mode::Post,
        start: Some(today - Duration::days(300)),
        end: Some(today + Duration::days(400)),
        control: TimeControl::default(),
        arbiter: Arbiter {
            name: "Сидоров Сергей Петрович".into(),
            postal_address: "а/я 10\nг. Москва\n101000".into(),
            email: "arbiter@example.ru".into(),
        },
        ..Tournament::default()
    })?;
    let email = store.add_tournament(&Tournament {
        code: "ЭМ-12".into(),
        name: "Мемориал по электронной почте".into(),
        mode: Mode::Email,
        start: Some(today - Duration::days(300)),
        end: Some(today + Duration::days(10)),
        control: TimeControl::default(),
        arbiter: Arbiter {
            name: "Кузнецова Анна Викторовна".into(),
            postal_address: String::new(),
            email: "memorial@example.ru".into(),
        },
        ..Tournament::default()
    })?;
    let names = [
        (
            "Петров Павел",
            "Невский пр., 10-5\nг. Санкт-Петербург\n190000",
        ),
        ("Сидоренко Олег", "ул. Ленина, 3-7\nг. Новосибирск\n630000"),
        ("Кузьмин Андрей", "ул. Мира, 8\nг. Екатеринбург\n620000"),
        ("Орлов Дмитрий", "ул. Баумана, 15\nг. Казань\n420000"),
        ("Волкова Мария", "ул. Садовая, 2\nг. Ростов-на-Дону\n344000"),
        ("Никитин Игорь", "ул. Минина, 4\nг. Нижний Новгород\n603000"),
        ("Смирнов Алексей", "ул. Куйбышева, 7\nг. Самара\n443000"),
        ("Фёдоров Николай", "ул. Ленина, 21\nг. Уфа\n450000"),
        ("Морозов Виктор", "ул. Мира, 9\nг. Красноярск\n660000"),
        ("Лебедев Юрий", "ул. Ленина, 50\nг. Пермь\n614000"),
        ("Егорова Ольга", "пр. Революции, 1\nг. Воронеж\n394000"),
        ("Белов Артём", "ул. Мира, 11\nг. Волгоград\n400000"),
    ];
    let mut partners = Vec::new();
    for (i, (name, address)) in names.iter().enumerate() {
        partners.push(store.add_partner(&Partner {
            name: (*name).into(),
            contacts: vec![Contact {
                since: today - Duration::days(300),
                postal_address: (*address).into(),
                email: format!("partner{}@example.ru", i + 1),
            }],
            gender: if ["Волкова Мария", "Егорова Ольга"].contains(name) {
                Gender::Female
            } else {
                Gender::Male
            },
        })?);
    }
    let tournaments = [post, email];
    let scene = |partner, tournament, my_colour, plies, think, since_last| Scene {
        partner,
        tournament,
        my_colour,
        plies,
        think,
        since_last,
        state: GameState::InPlay,
    };
    let scenes = [
        // Post: my move, a fresh card.
        scene(0, 0, Color::White, 20, steady, 7),
        // Post: waiting for his reply.
        scene(1, 0, Color::Black, 18, steady, 9),
        // Post: no reply for 35 days — repeat due.
        scene(2, 0, Color::White, 15, steady, 35),
        // Post: my move in time trouble.
        scene(3, 0, Color::White, 18, my_time_trouble, 7),
        // Post: his overstep to claim, my move.
        scene(4, 0, Color::White, 14, his_overstep, 6),
        // Post: I am Black and White's first move has not come.
        scene(5, 0, Color::Black, 0, steady, 0),
        // Post: finished.
        Scene {
            state: GameState::Finished(Outcome::WhiteWins),
            ..scene(6, 0, Color::White, 33, slow, 20)
        },
        // E-mail: my move.
        scene(7, 1, Color::Black, 25, steady, 1),
        // E-mail: waiting.
        scene(8, 1, Color::White, 27, steady, 4),
        // E-mail: no reply for 15 days — repeat due.
        scene(9, 1, Color::Black, 22, steady, 15),
        // E-mail: sent for adjudication.
        Scene {
            state: GameState::Adjudication(None),
            ..scene(10, 1, Color::White, 40, steady, 6)
        },
        // E-mail: the partner withdrew.
        Scene {
            state: GameState::Withdrawn(Some(Outcome::WhiteWins)),
            ..scene(11, 1, Color::White, 10, steady, 60)
        },
    ];
    for (board, s) in scenes.iter().enumerate() {
        let mode = if s.tournament == 0 {
            Mode::Post
        } else {
            Mode::Email
        };
        let (plies, start) = plies_for(s, mode, today);
        let game = Game {
            tournament: tournaments[s.tournament],
            partner: partners[s.partner],
            my_colour: s.my_colour,
            board: (board + 1).to_string(),
            start: Some(start),
            state: s.state,
            undated_plies: 0,
        };
        store.add_game_with_plies(&game, &plies)?;
    }
    Ok(store)
}

/// The plies of a scene, dated so that its last move was sent `since_last` days ago, and the
/// game's start date.
fn plies_for(s: &Scene, mode: Mode, today: NaiveDate) -> (Vec<PlyRecord>, NaiveDate) {
    let delay = match mode {
        Mode::Post => 4,
        Mode::Email => 0,
    };
    if s.plies == 0 {
        return (Vec::new(), today - Duration::days(40));
    }
    let span: i64 = (1..s.plies).map(|i| (s.think)(i) + delay).sum();
    let start = today - Duration::days(s.since_last + span);
    let mut plies = Vec::new();
    let mut pos = Chess::default();
    let mut sent = start;
    for i in 0..s.plies {
        if i > 0 {
            sent += Duration::days(delay + (s.think)(i));
        }
        let Some(uci) = LINE
            .get(i)
            .and_then(|m| UciMove::from_ascii(m.as_bytes()).ok())
        else {
            break;
        };
        let Ok(m) = uci.to_move(&pos) else { break };
        pos.play_unchecked(m);
        let last = i + 1 == s.plies;
        let arrival = sent + Duration::days(delay);
        // The last ply has arrived when it is his (I received it) and "since_last" covers the post.
        let mine = i.is_multiple_of(2) == s.my_colour.is_white();
        let arrived = if !last || (!mine && arrival <= today) {
            Some(arrival)
        } else {
            None
        };
        plies.push(PlyRecord {
            uci,
            sent: SendEvidence {
                written: Some(sent),
                postmarks: if mode == Mode::Post && !mine {
                    vec![sent]
                } else {
                    vec![]
                },
                receipt: None,
            },
            arrived,
            delivery: match mode {
                Mode::Post => Delivery::Ordinary,
                Mode::Email => Delivery::Email,
            },
            state: PlyState::Sent,
        });
    }
    (plies, start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::GameStatus;
    use crate::domain::deadlines::{ActionKind, today as today_actions};

    #[test]
    fn the_demo_shows_every_state_a_player_meets() {
        let dir = tempfile::tempdir().unwrap();
        let today = NaiveDate::from_ymd_opt(2026, 11, 29).unwrap();
        let store = create_demo(&dir.path().join("demo.sqlite"), today).unwrap();
        let games = store.game_summaries().unwrap();
        assert_eq!(games.len(), 12);
        let statuses: Vec<GameStatus> = games.iter().map(|g| g.game.status()).collect();
        for s in [
            GameStatus::InPlay,
            GameStatus::Finished,
            GameStatus::Adjudication,
            GameStatus::Withdrawn,
        ] {
            assert!(statuses.contains(&s), "{s:?}");
        }
        let actions = today_actions(&store.active_game_records().unwrap(), today);
        let kinds: Vec<&ActionKind> = actions.iter().map(|a| &a.kind).collect();
        assert!(
            kinds
                .iter()
                .any(|k| matches!(k, ActionKind::MyMove { days_left: Some(d), .. } if *d > 5)),
            "{kinds:?}"
        );
        assert!(
            kinds
                .iter()
                .any(|k| matches!(k, ActionKind::MyMove { days_left: Some(d), registered: true } if *d <= 5)),
            "time trouble: {kinds:?}"
        );
        assert!(
            kinds
                .iter()
                .any(|k| matches!(k, ActionKind::RepeatMove { .. })),
            "{kinds:?}"
        );
        assert!(
            kinds
                .iter()
                .any(|k| matches!(k, ActionKind::ClaimOverstep { .. })),
            "{kinds:?}"
        );
        assert!(
            kinds
                .iter()
                .any(|k| matches!(k, ActionKind::RequestFirstMove { .. })),
            "{kinds:?}"
        );
        assert!(
            kinds
                .iter()
                .any(|k| matches!(k, ActionKind::SendAdjudication)),
            "{kinds:?}"
        );
        for g in &games {
            assert!(store.plies(g.id).unwrap().len() <= LINE.len());
        }
    }
}
