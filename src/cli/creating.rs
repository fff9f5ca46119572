//! The command line's verbs that create: my profile set, a partner and a game added (a
//! tournament: `tournament new`, `tournament from-list`), with the options the window's forms
//! have; each refused by the field it names.

use chrono::NaiveDate;
use clap::{Args, Subcommand};
use shakmaty::Color;

use super::values::{address_lines, date_arg};
use super::{CliError, Record};
use crate::diary::Diary;
use crate::domain::{Contact, Game, GameState, Gender, Partner};
use crate::messages::Language;
use crate::tr;

/// The arguments of `Profile`: what is given changes, the rest stays; none shows it.
#[derive(Debug, Args)]
pub struct ProfileArgs {
    /// My full name, as the forms want it.
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
    /// My postal address; lines separated by "\n".
    #[arg(long, value_name = "ADDRESS")]
    pub address: Option<String>,
    /// My e-mail.
    #[arg(long, value_name = "EMAIL")]
    pub email: Option<String>,
    /// The line printed above my signature.
    #[arg(long, value_name = "TEXT")]
    pub signature: Option<String>,
}

impl Record for ProfileArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let mut p = diary.profile()?;
        let changed = self.name.is_some()
            || self.address.is_some()
            || self.email.is_some()
            || self.signature.is_some();
        p.full_name = self.name.clone().unwrap_or(p.full_name);
        p.postal_address = self
            .address
            .as_deref()
            .map_or(p.postal_address, address_lines);
        p.email = self.email.clone().unwrap_or(p.email);
        p.signature = self.signature.clone().unwrap_or(p.signature);
        if changed {
            diary.save_profile(p.clone())?;
        }
        Ok(tr!(
            lang,
            "cli-profile",
            name = p.full_name.as_str(),
            address = p.postal_address.replace('\n', ", "),
            email = p.email.as_str()
        ))
    }
}

/// The arguments of `Partner`.
#[derive(Debug, Args)]
pub struct PartnerArgs {
    /// What to do.
    #[command(subcommand)]
    pub verb: PartnerVerb,
}

/// What `partner` does.
#[derive(Debug, Subcommand)]
pub enum PartnerVerb {
    /// Add a partner.
    New {
        /// His or her name, surname first.
        name: String,
        /// The postal address; lines separated by "\n".
        #[arg(long, value_name = "ADDRESS", default_value = "")]
        address: String,
        /// The e-mail.
        #[arg(long, value_name = "EMAIL", default_value = "")]
        email: String,
        /// The first day the address is valid (default: today).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        since: Option<NaiveDate>,
        /// Sentences about the partner say "she".
        #[arg(long)]
        she: bool,
    },
}

impl Record for PartnerArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let PartnerVerb::New {
            name,
            address,
            email,
            since,
            she,
        } = &self.verb;
        let contacts = match address.trim().is_empty() && email.trim().is_empty() {
            true => Vec::new(),
            false => vec![Contact {
                since: since.unwrap_or(diary.today()),
                postal_address: address_lines(address),
                email: email.trim().to_owned(),
            }],
        };
        let gender = if *she { Gender::Female } else { Gender::Male };
        let partner = Partner {
            name: name.trim().to_owned(),
            contacts,
            gender,
        };
        let id = diary.add_partner(partner)?;
        Ok(tr!(
            lang,
            "cli-partner-added",
            name = name.trim(),
            id = id.0
        ))
    }
}

/// The arguments of `Game`.
#[derive(Debug, Args)]
pub struct GameArgs {
    /// What to do.
    #[command(subcommand)]
    pub verb: GameVerb,
}

/// What `game` does.
#[derive(Debug, Subcommand)]
pub enum GameVerb {
    /// Add a game.
    New {
        /// The tournament's code or name.
        #[arg(long, value_name = "TOURNAMENT")]
        tournament: String,
        /// The partner's name (see `partner new`).
        #[arg(long, value_name = "NAME")]
        partner: String,
        /// The colour I play: white or black.
        #[arg(long, value_name = "white|black", value_parser = colour)]
        colour: Color,
        /// The board or pairing number.
        #[arg(long, value_name = "N", default_value = "")]
        board: String,
        /// The day play starts (default: the tournament's start).
        #[arg(long, value_name = "DATE", value_parser = date_arg)]
        start: Option<NaiveDate>,
    },
}

impl Record for GameArgs {
    fn record(&self, diary: &mut Diary, lang: Language) -> Result<String, CliError> {
        let GameVerb::New {
            tournament,
            partner,
            colour,
            board,
            start,
        } = &self.verb;
        let game = Game {
            tournament: diary.tournament_named(tournament)?,
            partner: diary.partner_named(partner)?,
            my_colour: *colour,
            board: board.trim().to_owned(),
            start: *start,
            state: GameState::InPlay,
            undated_plies: 0,
        };
        let id = diary.add_game(game)?;
        let white = if colour.is_white() { "white" } else { "black" };
        let name = diary.records(id)?.partner.name;
        Ok(tr!(
            lang,
            "cli-game-added",
            id = id.0,
            partner = name,
            colour = white
        ))
    }
}

/// `white` or `black`.
fn colour(text: &str) -> Result<Color, super::values::ArgError> {
    match text.trim().to_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(super::values::ArgError::NotAColour(text.to_owned())),
    }
}
