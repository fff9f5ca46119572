//! Who plays whom, and with which colour, in a round-robin section: the Berger tables (FIDE
//! Handbook C.05, Annex 1), computed, for 3 to 24 players. An odd section plays with a bye: the
//! highest number, which nobody is. In correspondence chess every game of a section starts at
//! once (47.5.1), so a game's round only names it; a double round plays each pair twice, the
//! colours swapped in the second cycle.

/// A round-robin section of a size the tables cover, built only by [`Section::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Section {
    players: u32,
}

/// A section the tables do not cover, or a number not in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingError {
    /// Fewer than three players: no round robin.
    TooFew(u32),
    /// More than the tables go: 24.
    TooMany(u32),
    /// A number outside the section.
    NoSuchNumber {
        /// The number.
        number: u32,
        /// The section's size.
        players: u32,
    },
}

/// One game of a player: whom, in which round, with which colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pairing {
    /// The round (the second cycle's follow the first's).
    pub round: u32,
    /// The partner's number.
    pub partner: u32,
    /// Whether the player has White.
    pub white: bool,
}

impl Section {
    /// The most players the tables cover.
    pub const MOST: u32 = 24;

    /// A section of `players`.
    pub fn new(players: u32) -> Result<Section, PairingError> {
        match players {
            0..=2 => Err(PairingError::TooFew(players)),
            3..=Self::MOST => Ok(Section { players }),
            _ => Err(PairingError::TooMany(players)),
        }
    }

    /// Its players.
    pub fn players(self) -> u32 {
        self.players
    }

    /// The table's size: the players, and the bye of an odd section.
    fn table(self) -> u32 {
        self.players + self.players % 2
    }

    /// Rounds of one cycle.
    pub fn rounds(self) -> u32 {
        self.table() - 1
    }

    /// The round in which `a` and `b` (two numbers of the table) meet in the first cycle, and
    /// whether `a` has White.
    fn meeting(self, a: u32, b: u32) -> (u32, bool) {
        let n = self.table();
        let (low, high) = (a.min(b), a.max(b));
        let (round, low_white) = if high == n {
            // The table's last number meets each other number once, White against the first
            // half, Black against the second.
            ((2 * low - 2) % (n - 1) + 1, low <= n / 2)
        } else {
            // Two others: in the round their sum names; the lower has White an odd distance
            // apart.
            ((low + high - 2) % (n - 1) + 1, (high - low) % 2 == 1)
        };
        (round, low_white == (a == low))
    }

    /// The games of number `me`, by round; both cycles in a double round.
    pub fn games_of(self, me: u32, double: bool) -> Result<Vec<Pairing>, PairingError> {
        if !(1..=self.players).contains(&me) {
            return Err(PairingError::NoSuchNumber {
                number: me,
                players: self.players,
            });
        }
        let mut games: Vec<Pairing> = (1..=self.players)
            .filter(|p| *p != me)
            .map(|partner| {
                let (round, white) = self.meeting(me, partner);
                Pairing {
                    round,
                    partner,
                    white,
                }
            })
            .collect();
        if double {
            let second: Vec<Pairing> = games
                .iter()
                .map(|g| Pairing {
                    round: g.round + self.rounds(),
                    white: !g.white,
                    ..*g
                })
                .collect();
            games.extend(second);
        }
        games.sort_by_key(|g| g.round);
        Ok(games)
    }

    /// Round `round` of the first cycle: each game White first, by White's number (an odd
    /// section's bye left out).
    pub fn round(self, round: u32) -> Vec<(u32, u32)> {
        let mut games = Vec::new();
        for a in 1..=self.players {
            for b in a + 1..=self.players {
                let (r, a_white) = self.meeting(a, b);
                if r == round {
                    games.push(if a_white { (a, b) } else { (b, a) });
                }
            }
        }
        games.sort();
        games
    }
}

#[cfg(test)]
mod tests;
