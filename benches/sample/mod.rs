//! Synthetic diaries and PGN files at scale, for the benchmarks (BENCHMARKS.md): many games of
//! realistic length with dates, generated deterministically.

use chrono::{Duration, NaiveDate};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color, Position};

use ccdiary::domain::{
    Game, GameResult, GameState, Mode, Outcome, Partner, PlyRecord, Tournament, TournamentId,
};
use ccdiary::pgn::{PgnGame, PgnPly, write_pgn};
use ccdiary::storage::{Result, Store};
use ccdiary::ui::DiaryApp;

/// The day the benchmarks measure as of.
pub fn day() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 29).unwrap_or_default()
}

/// The window over `diary`, headless at 1280×800 in English, its clock at 9:30 on [`day`].
pub fn window(diary: ccdiary::diary::Diary) -> egui_kittest::Harness<'static, DiaryApp> {
    let now = || day().and_hms_opt(9, 30, 0).unwrap_or_default();
    egui_kittest::Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .with_context_setup(ccdiary::ui::install_fonts)
        .build_ui_state(
            |ui, app: &mut DiaryApp| app.show(ui),
            DiaryApp::new(diary, ccdiary::ui::Language::EN, now),
        )
}

/// A deterministic random number generator (xorshift), so every run measures the same data.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Self {
        Rng(seed.max(1))
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// A legal game of up to `plies` random moves, with the day each was sent.
pub fn random_line(rng: &mut Rng, plies: usize, start: NaiveDate) -> Vec<(UciMove, NaiveDate)> {
    let mut pos = Chess::default();
    let mut day = start;
    let mut out = Vec::with_capacity(plies);
    for i in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let Some(m) = moves.get(rng.below(moves.len() as u64) as usize).copied() else {
            break;
        };
        if i > 0 {
            day += Duration::days(1 + rng.below(6) as i64);
        }
        out.push((UciMove::from_standard(m), day));
        pos.play_unchecked(m);
    }
    out
}

/// Fills `store` with `games` games of about `plies` plies each in ten tournaments, of which
/// the last `in_play` are in play and the others finished, drawn (a long career).
pub fn fill_diary(
    store: &mut Store,
    games: usize,
    plies: usize,
    in_play: usize,
    today: NaiveDate,
) -> Result<()> {
    let mut rng = Rng::new(42);
    let tournaments: Vec<TournamentId> = (0..10)
        .map(|t| {
            store.add_tournament(&Tournament {
                code: format!("T-{t}"),
                name: format!("Турнир {t}"),
                mode: if t % 2 == 0 { Mode::Post } else { Mode::Email },
                start: Some(today - Duration::days(900)),
                ..Tournament::default()
            })
        })
        .collect::<Result<_>>()?;
    for g in 0..games {
        let partner = store.add_partner(&Partner {
            name: format!("Партнёр {g}"),
            contacts: vec![ccdiary::domain::Contact {
                since: start_of_contacts(today),
                postal_address: format!("{:06}, г. Город, ул. Улица, д. {g}", 100_000 + g),
                email: String::new(),
            }],
            gender: Default::default(),
        })?;
        let start = today - Duration::days(800);
        let line = random_line(&mut rng, plies, start);
        let records: Vec<PlyRecord> = line
            .iter()
            .enumerate()
            .map(|(i, (uci, sent))| PlyRecord {
                arrived: line.get(i + 1).map(|_| *sent + Duration::days(1)),
                ..PlyRecord::sent_on(*uci, Some(*sent))
            })
            .collect();
        store.add_game_with_plies(
            &Game {
                tournament: tournaments[g % tournaments.len()],
                partner,
                my_colour: if g % 2 == 0 {
                    Color::White
                } else {
                    Color::Black
                },
                board: (g + 1).to_string(),
                start: Some(start),
                state: match g + in_play < games {
                    true => GameState::Finished(Outcome::Draw),
                    false => GameState::InPlay,
                },
                undated_plies: 0,
            },
            &records,
        )?;
    }
    Ok(())
}

/// A PGN text of `games` games of about `plies` plies each with `%ccsnt` dates.
pub fn sample_pgn(games: usize, plies: usize) -> String {
    let mut rng = Rng::new(7);
    let start = NaiveDate::from_ymd_opt(2020, 1, 1).unwrap_or_default();
    let mut out = String::new();
    for g in 0..games {
        let line = random_line(&mut rng, plies, start);
        let game = PgnGame {
            event: format!("Sample {}", g % 20),
            site: "ICCF".into(),
            date: "2020.01.01".into(),
            round: "-".into(),
            white: if g % 2 == 0 {
                "Me".into()
            } else {
                format!("Player {g}")
            },
            black: if g % 2 == 0 {
                format!("Player {g}")
            } else {
                "Me".into()
            },
            result: GameResult::Unknown,
            plies: line
                .into_iter()
                .map(|(uci, sent)| PgnPly {
                    uci,
                    sent: Some(sent),
                    received: None,
                })
                .collect(),
            ..PgnGame::default()
        };
        out.push_str(&write_pgn(&game));
    }
    out
}

/// The day every sample partner's address is valid from.
fn start_of_contacts(today: NaiveDate) -> NaiveDate {
    today - Duration::days(1000)
}
