//! The left panel: the Today list of what is due, or all games grouped by tournament with what
//! matters at a glance — whose move, days left, and badges.

use egui::{Color32, RichText, ScrollArea, Ui};
use shakmaty::Color;

use super::command::Command;
use super::widgets::rows_in_view::RowsInView;
use crate::diary::Overview;
use crate::domain::GameId;
use crate::domain::GameSummary;
use crate::domain::deadlines::{Action, ActionKind, Urgency};
use crate::messages::action_text;
use crate::messages::{Language, Text};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

mod today_rows;
use today_rows::{Row, RowKey, today_rows};

/// Which list the left panel shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ListMode {
    /// The actions due, most urgent first.
    #[default]
    Today,
    /// Every game by tournament.
    AllGames,
}

/// The colour of an urgency: overdue red, soon amber, later grey.
fn urgency_colour(u: Urgency, ui: &Ui) -> Color32 {
    match u {
        Urgency::Overdue => ui.visuals().error_fg_color,
        Urgency::Soon => ui.visuals().warn_fg_color,
        Urgency::Later => ui.visuals().weak_text_color(),
    }
}

/// Shows the left panel; the finished games among the rows shown whose endings are to be
/// read.
pub fn games_panel(
    ui: &mut Ui,
    lang: Language,
    snapshot: &Overview,
    list: &mut ListState,
    selected: Option<GameId>,
    commands: &mut Vec<Command>,
) -> Vec<GameId> {
    ui.horizontal(|ui| {
        ui.selectable_value(&mut list.mode, ListMode::Today, Text::Today.get(lang));
        ui.selectable_value(&mut list.mode, ListMode::AllGames, Text::AllGames.get(lang));
    });
    let search = ui
        .horizontal(|ui| {
            let l = ui.label(Text::Find.get(lang));
            ui.add(
                egui::TextEdit::singleline(&mut list.search)
                    .hint_text(Text::SearchHint.get(lang))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(l.id)
        })
        .inner;
    if std::mem::take(&mut list.focus_search) {
        search.request_focus();
    }
    ui.separator();
    let found = list.found(snapshot);
    let shown = |id: GameId| found.as_ref().is_none_or(|f| f.contains(&id));
    if found.as_ref().is_some_and(|f| f.is_empty()) {
        let said = crate::tr!(lang, "nothing-found", typed = list.search.trim());
        ui.label(RichText::new(said).weak());
        return Vec::new();
    }
    // Enter in the search field opens the game it finds, when it finds one.
    if search.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        let mut found = snapshot.games.iter().filter(|g| shown(g.id));
        if let (Some(g), None) = (found.next(), found.next()) {
            commands.push(Command::SelectGame(g.id));
        }
    }
    match list.mode {
        ListMode::Today => {
            // Today's items name their games' partners: found by id.
            let index: HashMap<GameId, &GameSummary> =
                snapshot.games.iter().map(|g| (g.id, g)).collect();
            today_list(ui, lang, snapshot, list, (&index, &shown), commands);
            Vec::new()
        }
        ListMode::AllGames => {
            sort_choice(ui, lang, &mut list.sort);
            let unread = all_games(ui, lang, snapshot, (&shown, list.sort), selected, commands);
            // Each asked for once: one whose moves cannot be read stays unread.
            let asked = &mut list.endings_asked;
            unread.into_iter().filter(|id| asked.insert(*id)).collect()
        }
    }
}

/// The order of the list of all games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SortBy {
    /// Under each tournament's title, by board.
    #[default]
    Tournament,
    /// My moves with the fewest days left first, then the partners' moves, then the ended.
    Urgency,
    /// By the partner's name.
    Partner,
    /// By board number, across tournaments.
    Board,
}

impl SortBy {
    const ALL: [(SortBy, Text); 4] = [
        (SortBy::Tournament, Text::SortByTournament),
        (SortBy::Urgency, Text::SortByUrgency),
        (SortBy::Partner, Text::SortByPartner),
        (SortBy::Board, Text::SortByBoard),
    ];

    fn text(self) -> Text {
        Self::ALL
            .iter()
            .find(|(s, _)| *s == self)
            .map_or(Text::SortByTournament, |(_, t)| *t)
    }
}

/// The left panel's state: which list, its order, and the search text.
#[derive(Debug, Clone, Default)]
pub struct ListState {
    /// Today or all games.
    pub mode: ListMode,
    /// The order of all games.
    pub sort: SortBy,
    /// Text that partner or tournament names must contain.
    pub search: String,
    /// Focus the search field next frame.
    pub focus_search: bool,
    /// Whether Today's item of the games without arrival days shows them.
    pub receipts_open: bool,
    /// The games that item stood for, each with its plies, when its button was clicked.
    pub undated: Vec<(GameId, u32)>,
    /// The tournament and day whose item of first moves shows its games.
    pub first_moves_open: Option<(crate::domain::TournamentId, chrono::NaiveDate)>,
    /// The games the search found, kept while neither the search nor the list changes: what
    /// the search text was, and the games.
    found: Option<(String, Rc<HashSet<GameId>>)>,
    /// The finished games whose endings the list asked for since it was read: asked once.
    endings_asked: HashSet<GameId>,
    /// Today's rows as last shown: only those in view are laid out.
    today_shown: RowsInView<RowKey>,
}

impl ListState {
    /// The games the search finds in either alphabet ("Egor" finds «Егорова»), by partner or
    /// tournament; `None` when nothing is typed. Read again only when the search changes or
    /// the list is read anew ([`ListState::forget_found`]): 20,000 names are not spelled out
    /// each frame.
    fn found(&mut self, snapshot: &Overview) -> Option<Rc<HashSet<GameId>>> {
        if self.search.trim().is_empty() {
            self.found = None;
            return None;
        }
        let fresh = self
            .found
            .as_ref()
            .is_some_and(|(typed, _)| *typed == self.search);
        if !fresh {
            let find = crate::domain::partner_message::NameSearch::new(&self.search);
            let games = snapshot.games.iter();
            let found = games.filter(|g| find.found_in(&g.partner) || find.found_in(&g.tournament));
            let found = Rc::new(found.map(|g| g.id).collect());
            self.found = Some((self.search.clone(), found));
        }
        self.found.as_ref().map(|(_, found)| Rc::clone(found))
    }

    /// Forgets what the search found and which endings were asked for: the list was read
    /// anew.
    pub(crate) fn forget_found(&mut self) {
        self.found = None;
        self.endings_asked.clear();
    }
}

/// The height of a game's row of All games: two lines.
const ROW_HEIGHT: f32 = 40.0;

fn today_list(
    ui: &mut Ui,
    lang: Language,
    snapshot: &Overview,
    list: &mut ListState,
    (index, shown): (&HashMap<GameId, &GameSummary>, &dyn Fn(GameId) -> bool),
    commands: &mut Vec<Command>,
) {
    if snapshot.games.is_empty() {
        ui.label(Text::NoGamesYet.get(lang));
        return;
    }
    if snapshot.today.is_empty() {
        ui.label(Text::NothingDue.get(lang));
        return;
    }
    let actions: Vec<&Action> = snapshot.today.iter().filter(|a| shown(a.game)).collect();
    let rows = today_rows(&actions, snapshot, list);
    ScrollArea::vertical()
        .id_salt("today_list")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            let mut shown = std::mem::take(&mut list.today_shown);
            let key = |row: &Row| row.key(snapshot);
            shown.show(ui, rows, key, |ui, row| match row {
                Row::One(a) => today_action(ui, lang, a, index, commands),
                Row::Receipts => receipts_item(ui, lang, &actions, list, index, commands),
                Row::FirstMoves(i) => first_moves_item(ui, lang, snapshot, i, list),
            });
            list.today_shown = shown;
        });
}

/// An action's item; a click opens its game.
fn today_action(
    ui: &mut Ui,
    lang: Language,
    a: &Action,
    index: &HashMap<GameId, &GameSummary>,
    commands: &mut Vec<Command>,
) {
    let partner = index.get(&a.game).map(|g| g.person()).unwrap_or_default();
    let head = format!("● {} · {}", a.due.format("%d.%m"), partner.name());
    let what = action_text(a, &partner, lang);
    let whys: Vec<String> = a.why.iter().map(|w| w.told(lang)).collect();
    let response = today_item(ui, a.urgency, &head, Some(&what));
    let response = match whys.is_empty() {
        true => response,
        false => response.on_hover_text(whys.join("\n")),
    };
    if response.clicked() {
        commands.push(Command::SelectGame(a.game));
    }
}

/// The item of many games without arrival days; a click opens or closes it, and opened it
/// offers to say the dates were not kept for all of them.
fn receipts_item(
    ui: &mut Ui,
    lang: Language,
    actions: &[&Action],
    list: &mut ListState,
    index: &HashMap<GameId, &GameSummary>,
    commands: &mut Vec<Command>,
) {
    let receipts: Vec<&&Action> = actions.iter().filter(|a| a.asks_arrival()).collect();
    let urgency = receipts.first().map_or(Urgency::Later, |a| a.urgency);
    let item = today_item(ui, urgency, &tr_group(receipts.len(), lang), None);
    if item.clicked() {
        list.receipts_open = !list.receipts_open;
    }
    if list.receipts_open {
        let all = Command::DatesNotKept { all: true };
        let button = ui.button(all.label(lang));
        if button
            .on_hover_text(all.hint(lang).unwrap_or_default())
            .clicked()
        {
            // The games as the window shows them, with their plies.
            let plies = |a: &&&Action| index.get(&a.game).map(|g| (a.game, g.plies));
            list.undated = receipts.iter().filter_map(plies).collect();
            commands.push(all);
        }
    }
}

/// The item of a tournament's first moves due on one day; a click opens or closes it.
fn first_moves_item(
    ui: &mut Ui,
    lang: Language,
    snapshot: &Overview,
    i: usize,
    list: &mut ListState,
) {
    let g = &snapshot.first_moves[i];
    let tournament = snapshot
        .tournaments
        .iter()
        .find(|(id, _)| *id == g.tournament)
        .map(|(_, t)| t.label())
        .unwrap_or_default();
    let head = format!("● {} · {tournament}", g.due.format("%d.%m"));
    let what = crate::messages::first_moves_text(g.games.len(), lang);
    if today_item(ui, g.urgency, &head, Some(&what)).clicked() {
        let key = Some((g.tournament, g.due));
        list.first_moves_open = if list.first_moves_open == key {
            None
        } else {
            key
        };
    }
}

/// The item that stands for `missing` games' arrival days.
fn tr_group(missing: usize, lang: Language) -> String {
    format!(
        "● {}",
        crate::tr!(lang, "today-receipts-grouped", n = missing)
    )
}

/// One clickable item of Today: `head` (the day and the partner) and, wrapped below it, `what`
/// is due, in the colour of its urgency.
fn today_item(ui: &mut Ui, urgency: Urgency, head: &str, what: Option<&str>) -> egui::Response {
    let builder = egui::UiBuilder::new().sense(egui::Sense::click());
    let inner = ui.scope_builder(builder, |ui| {
        let hovered = ui.response().hovered();
        let fill = match hovered {
            true => ui.visuals().widgets.hovered.weak_bg_fill,
            false => ui.visuals().panel_fill,
        };
        // Readable on the panel and on the item under the pointer (4.5:1).
        let colour = crate::ui::widgets::contrast::readable(urgency_colour(urgency, ui), fill);
        let frame = egui::Frame::new()
            .inner_margin(egui::Margin::symmetric(6, 3))
            .corner_radius(4.0)
            .fill(match hovered {
                true => fill,
                false => Color32::TRANSPARENT,
            });
        frame.show(ui, |ui| {
            ui.set_width(ui.available_width());
            let label = |text: &str| {
                egui::Label::new(RichText::new(text).color(colour))
                    .wrap()
                    .selectable(false)
            };
            ui.add(label(head));
            if let Some(what) = what {
                ui.indent("what", |ui| ui.add(label(what)));
            }
        });
    });
    let full = match what {
        Some(what) => format!("{head} · {what}"),
        None => head.to_owned(),
    };
    let response = inner.response;
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &full));
    // Reached with Tab, the item is brought into sight (and the rows after it laid out).
    if response.gained_focus() {
        response.scroll_to_me(None);
    }
    response
}

/// One line of the all-games list: a tournament's title or one of its games.
enum Line<'a> {
    Title(String),
    Game(&'a GameSummary),
}

/// The drop-down that orders the list of all games.
fn sort_choice(ui: &mut Ui, lang: Language, sort: &mut SortBy) {
    ui.horizontal(|ui| {
        let label = ui.label(Text::SortGames.get(lang));
        egui::ComboBox::from_id_salt("sort_games")
            .selected_text(sort.text().get(lang))
            .show_ui(ui, |ui| {
                for (by, text) in SortBy::ALL {
                    ui.selectable_value(sort, by, text.get(lang));
                }
            })
            .response
            .labelled_by(label.id);
    });
}

/// The list of all games, `shown` by the search, in the order chosen: under each tournament's
/// title, or one list by urgency, partner or board (each row then naming its tournament).
fn all_games(
    ui: &mut Ui,
    lang: Language,
    snapshot: &Overview,
    (shown, sort): (&dyn Fn(GameId) -> bool, SortBy),
    selected: Option<GameId>,
    commands: &mut Vec<Command>,
) -> Vec<GameId> {
    if snapshot.tournaments.is_empty() {
        ui.label(Text::NoGamesYet.get(lang));
        return Vec::new();
    }
    let games = snapshot.games.iter().filter(|g| shown(g.id));
    let mut lines = Vec::new();
    if sort == SortBy::Tournament {
        for (tid, t) in &snapshot.tournaments {
            let mode = match t.mode {
                crate::domain::Mode::Post => Text::ModePost,
                crate::domain::Mode::Email => Text::ModeEmail,
            };
            let of: Vec<_> = games
                .clone()
                .filter(|g| g.game.tournament == *tid)
                .collect();
            // A tournament whose games the search leaves out is left out with them.
            let has_games = snapshot.games.iter().any(|g| g.game.tournament == *tid);
            if of.is_empty() && has_games {
                continue;
            }
            lines.push(Line::Title(format!("{} ({})", t.title(), mode.get(lang))));
            lines.extend(of.into_iter().map(Line::Game));
        }
    } else {
        let mut games: Vec<&GameSummary> = games.collect();
        // A game whose moves cannot be read has no standing: it goes last.
        let urgency = |g: &GameSummary| {
            let standing = snapshot.standing(g);
            standing.map_or((u8::MAX, 0), |s| s.urgency())
        };
        match sort {
            SortBy::Urgency => games.sort_by_key(|g| urgency(g)),
            SortBy::Partner => games.sort_by_cached_key(|g| g.partner.to_lowercase()),
            _ => games.sort_by_key(|g| g.game.board_key()),
        }
        lines.extend(games.into_iter().map(Line::Game));
    }
    let row_height = ROW_HEIGHT + ui.spacing().item_spacing.y;
    // Only the rows in view are laid out, and only their games' endings read.
    let mut unread = Vec::new();
    ScrollArea::vertical()
        .id_salt("all_games")
        .auto_shrink([false, false])
        .show_rows(ui, row_height, lines.len(), |ui, rows| {
            for line in lines.get(rows).unwrap_or_default() {
                match line {
                    Line::Title(title) => {
                        ui.label(RichText::new(title).strong());
                    }
                    Line::Game(g) => {
                        let named = sort != SortBy::Tournament;
                        game_row(ui, lang, snapshot, (g, named), selected, commands);
                        if snapshot.ending_unread(g) {
                            unread.push(g.id);
                        }
                    }
                }
            }
        });
    unread
}

/// One game's row: the partner, my colour, the moves made and how the game stands (with the
/// tournament when the list is not under its titles), a badge for what is due.
fn game_row(
    ui: &mut Ui,
    lang: Language,
    snapshot: &Overview,
    (g, named): (&GameSummary, bool),
    selected: Option<GameId>,
    commands: &mut Vec<Command>,
) {
    let colour = match g.game.my_colour {
        Color::White => Text::IAmWhite,
        Color::Black => Text::IAmBlack,
    };
    // Two lines: the partner (and the tournament), then how the game stands, my colour and the
    // moves made; in a narrow panel each line is cut at its end, whole on hover.
    let mut first = g.partner.clone();
    if named {
        first.push_str(&format!(" ({})", g.tournament));
    }
    let mut second = snapshot
        .standing(g)
        .map(|standing| format!("{} · ", standing.told(&g.person(), lang)))
        .unwrap_or_default();
    second.push_str(&format!(
        "{}, {} {}",
        colour.get(lang),
        Text::Moves.get(lang).to_lowercase(),
        g.moves_played()
    ));
    let row = format!("{first} — {second}");
    let mut badge = None;
    if let Some(due) = snapshot.due.get(&g.id) {
        badge = due
            .iter()
            .filter(|a| a.urgency != Urgency::Later)
            .map(|a| match a.kind {
                ActionKind::RepeatMove { .. } => (Text::RepeatDue, a.urgency),
                ActionKind::MyMove {
                    days_left: Some(d),
                    registered: true,
                } if d >= 0 => (Text::RegisteredBadge, a.urgency),
                _ => (Text::Overdue, a.urgency),
            })
            .find(|(t, u)| *u == Urgency::Overdue || *t != Text::Overdue);
    }
    let badge = badge.map(|(text, urgency)| (format!("[{}]", text.get(lang)), urgency));
    if row_of_two_lines(ui, (&first, &second), badge, (&row, selected == Some(g.id))) {
        commands.push(Command::SelectGame(g.id));
    }
}

/// A row of the list on two lines, `first` with the badge at its right and `second` weak below,
/// each cut at the panel's edge; `row` is all of it, on hover and for screen readers. Whether
/// it was clicked.
fn row_of_two_lines(
    ui: &mut Ui,
    (first, second): (&str, &str),
    badge: Option<(String, Urgency)>,
    (row, selected): (&str, bool),
) -> bool {
    let width = ui.available_width();
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, ROW_HEIGHT), egui::Sense::click());
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, row));
    let visuals = ui.style().interact_selectable(&response, selected);
    if selected || response.hovered() {
        ui.painter()
            .rect_filled(rect, visuals.corner_radius, visuals.weak_bg_fill);
    }
    let inner = rect.shrink2(egui::vec2(4.0, 2.0));
    let painter = ui.painter_at(rect);
    let galley = |text: &str, room: f32| {
        egui::WidgetText::from(text).into_galley(
            ui,
            Some(egui::TextWrapMode::Truncate),
            room.max(0.0),
            egui::TextStyle::Body,
        )
    };
    let fill = match selected || response.hovered() {
        true => visuals.weak_bg_fill,
        false => ui.visuals().panel_fill,
    };
    let mut room = inner.width();
    if let Some((text, urgency)) = &badge {
        let shown = galley(text, room);
        let at = egui::pos2(inner.right() - shown.size().x, inner.top());
        room -= shown.size().x + 6.0;
        let colour = crate::ui::widgets::contrast::readable(urgency_colour(*urgency, ui), fill);
        painter.galley(at, shown, colour);
    }
    painter.galley(inner.left_top(), galley(first, room), visuals.text_color());
    let below = egui::pos2(inner.left(), inner.top() + ROW_HEIGHT / 2.0 - 1.0);
    let weak = crate::ui::widgets::contrast::readable(ui.visuals().weak_text_color(), fill);
    painter.galley(below, galley(second, inner.width()), weak);
    response.on_hover_text(row).clicked()
}
