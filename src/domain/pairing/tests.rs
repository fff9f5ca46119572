use super::*;

const TABLES: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/berger-tables.txt"
));

/// A round's games, White first.
type Round = Vec<(u32, u32)>;

/// The published tables: each size with its rounds, each round's games White first, sorted.
fn published() -> Vec<(u32, Vec<Round>)> {
    let mut out: Vec<(u32, Vec<Round>)> = Vec::new();
    for line in TABLES.lines().filter(|l| !l.starts_with('#')) {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if let Ok(size) = line.parse() {
            out.push((size, Vec::new()));
            continue;
        }
        let mut round: Vec<(u32, u32)> = line
            .split_whitespace()
            .map(|g| {
                let (w, b) = g.split_once('-').unwrap();
                (w.parse().unwrap(), b.parse().unwrap())
            })
            .collect();
        round.sort();
        out.last_mut().unwrap().1.push(round);
    }
    out
}

#[test]
fn every_round_of_the_published_tables_4_to_16_is_computed_c05_annex_1() {
    let tables = published();
    assert_eq!(tables.len(), 7);
    for (size, rounds) in tables {
        let section = Section::new(size).unwrap();
        assert_eq!(section.rounds() as usize, rounds.len(), "{size}");
        for (r, games) in rounds.iter().enumerate() {
            assert_eq!(
                &section.round(r as u32 + 1),
                games,
                "{size} players, round {}",
                r + 1
            );
        }
    }
}

#[test]
fn an_odd_section_plays_the_next_even_table_its_last_number_a_bye() {
    for (size, rounds) in published() {
        let odd = Section::new(size - 1).unwrap();
        assert_eq!(odd.rounds(), size - 1);
        for (r, games) in rounds.iter().enumerate() {
            let without_bye: Vec<(u32, u32)> = games
                .iter()
                .copied()
                .filter(|(w, b)| *w != size && *b != size)
                .collect();
            assert_eq!(odd.round(r as u32 + 1), without_bye, "{} players", size - 1);
        }
    }
}

#[test]
fn each_number_of_every_size_meets_every_other_once_with_colours_balanced() {
    for players in 3..=Section::MOST {
        let section = Section::new(players).unwrap();
        for me in 1..=players {
            let games = section.games_of(me, false).unwrap();
            assert_eq!(games.len() as u32, players - 1);
            let whites = games.iter().filter(|g| g.white).count() as i64;
            let blacks = games.len() as i64 - whites;
            assert!(
                (whites - blacks).abs() <= 2,
                "{players}: {me} {whites}/{blacks}"
            );
            let mut rounds: Vec<u32> = games.iter().map(|g| g.round).collect();
            rounds.dedup();
            assert_eq!(rounds.len(), games.len(), "one game a round");
            for g in &games {
                let theirs = section.games_of(g.partner, false).unwrap();
                let mine = theirs.iter().find(|t| t.partner == me).unwrap();
                assert_eq!((mine.round, mine.white), (g.round, !g.white));
            }
        }
    }
}

#[test]
fn every_number_of_16_players_has_its_colours_from_the_published_table() {
    let (_, rounds) = published().into_iter().find(|(n, _)| *n == 16).unwrap();
    let section = Section::new(16).unwrap();
    for me in 1..=16 {
        for g in section.games_of(me, false).unwrap() {
            let games = &rounds[g.round as usize - 1];
            let game = match g.white {
                true => (me, g.partner),
                false => (g.partner, me),
            };
            assert!(games.contains(&game), "{me} in round {}", g.round);
        }
    }
}

#[test]
fn a_double_round_plays_each_partner_twice_with_the_colours_swapped() {
    let section = Section::new(15).unwrap();
    let games = section.games_of(7, true).unwrap();
    assert_eq!(games.len(), 28);
    for g in &games[..14] {
        let again = games[14..].iter().find(|o| o.partner == g.partner).unwrap();
        assert_eq!((again.white, again.round), (!g.white, g.round + 15));
    }
}

#[test]
fn a_section_outside_the_tables_and_a_number_outside_it_are_refused() {
    assert_eq!(Section::new(2), Err(PairingError::TooFew(2)));
    assert_eq!(Section::new(25), Err(PairingError::TooMany(25)));
    let s = Section::new(5).unwrap();
    assert_eq!(
        s.games_of(6, false),
        Err(PairingError::NoSuchNumber {
            number: 6,
            players: 5
        })
    );
}
