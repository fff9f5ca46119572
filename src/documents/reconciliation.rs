//! The partner's schedule reconciled with mine (article 52): one line per differing cell, as
//! text, as CSV and as a paper for the arbiter. Official text: Russian.

use chrono::NaiveDate;

use super::game_record::game_named;
use super::layout::{A4, Align, Document, Flow, Page, Weight, wrap};
use super::schedule_form::players;
use crate::domain::Profile;
use crate::domain::deadlines::GameRecords;
use crate::domain::format_date;
use crate::domain::notation::Notation;
use crate::domain::reconcile::Difference;
use crate::messages::{Language, Text, difference_told};

/// The CSV header of a reconciliation, fixed for other programs to read.
pub const RECONCILIATION_CSV_HEADER: &str = "place,cell,mine,his,decides";

/// One line per differing cell, or a line saying the schedules agree.
pub fn reconciliation_text(
    r: &GameRecords,
    diffs: &[Difference],
    notation: Notation,
    lang: Language,
) -> String {
    if diffs.is_empty() {
        return format!("{}\n", Text::SchedulesAgree.get(lang));
    }
    diffs
        .iter()
        .map(|d| difference_told(r, d, notation, lang).line(lang) + "\n")
        .collect()
}

/// One row per differing cell under [`RECONCILIATION_CSV_HEADER`].
pub fn reconciliation_csv(
    r: &GameRecords,
    diffs: &[Difference],
    notation: Notation,
    lang: Language,
) -> String {
    let mut csv = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    // Writing to memory cannot fail: the results are ignored.
    let _ = csv.write_record(RECONCILIATION_CSV_HEADER.split(','));
    for d in diffs {
        let t = difference_told(r, d, notation, lang);
        let _ = csv.write_record([&t.place, &t.cell, &t.mine, &t.his, &t.decides]);
    }
    String::from_utf8(csv.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// Column lefts and widths in millimetres: move, cell, mine, his, what decides.
const COLUMNS: [(f32, f32); 5] = [
    (15.0, 22.0),
    (37.0, 18.0),
    (55.0, 26.0),
    (81.0, 26.0),
    (107.0, 88.0),
];

fn table_head(page: &mut Page, y: f32) {
    let names = ["Ход", "Графа", "У меня", "У партнера", "Что решает"];
    for ((x, w), name) in COLUMNS.into_iter().zip(names) {
        page.add_text(
            x + 1.0,
            y + 4.5,
            9.0,
            name,
            Weight::Bold,
            Align::Left,
            Some(w - 2.0),
        );
    }
    page.line((15.0, y + 6.5), (195.0, y + 6.5), 0.3);
}

/// The reconciliation as a paper for the arbiter: the game, the partner's file, each differing
/// cell with the clause that decides it, the signature.
pub fn reconciliation_paper(
    r: &GameRecords,
    me: &Profile,
    diffs: &[Difference],
    his_file: &str,
    notation: Notation,
    as_of: NaiveDate,
) -> Document {
    let (w, h) = A4;
    let mut page = Page::new(w, h);
    page.heading(20.0, "Сверка графиков переписки (статья 52)");
    let (white, black) = players(r, me);
    let mut y = 30.0;
    for text in [
        format!("Партия: {}", game_named(r)),
        format!("Белые: {white}; черные: {black}"),
        format!("График партнера: {his_file}"),
        format!("Сверено {}", format_date(as_of)),
    ] {
        y = page.wrapped(15.0, y, 10.0, Weight::Regular, &text, 180.0, 5.0);
    }
    let mut flow = Flow::new(page, y, 15.0, h - 20.0);
    if diffs.is_empty() {
        let (page, y) = flow.line(8.0);
        page.text(15.0, y, 10.0, Text::SchedulesAgree.get(Language::RU));
    } else {
        flow.skip(2.0);
        let (page, top) = flow.block(7.0);
        table_head(page, top);
        for d in diffs {
            let t = difference_told(r, d, notation, Language::RU);
            let cells = [&t.place, &t.cell, &t.mine, &t.his, &t.decides];
            let wrapped: Vec<Vec<String>> = COLUMNS
                .iter()
                .zip(cells)
                .map(|((_, cw), text)| wrap(text, Weight::Regular, 9.0, cw - 2.0))
                .collect();
            let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1);
            let height = 4.2 * lines as f32 + 1.5;
            let (page, bottom) = flow.row(height, 7.0, table_head);
            let top = bottom - height;
            for ((x, cw), lines) in COLUMNS.into_iter().zip(wrapped) {
                for (n, line) in lines.into_iter().enumerate() {
                    page.add_text(
                        x + 1.0,
                        top + 4.0 + 4.2 * n as f32,
                        9.0,
                        line,
                        Weight::Regular,
                        Align::Left,
                        Some(cw - 2.0),
                    );
                }
            }
            page.line((15.0, bottom), (195.0, bottom), 0.1);
        }
    }
    flow.skip(10.0);
    let (page, y) = flow.line(6.0);
    page.text(
        15.0,
        y,
        10.0,
        format!("{} ____________", me.full_name.trim()),
    );
    Document {
        title: format!(
            "Сверка графиков — {} — {}",
            r.tournament.code, r.partner.name
        ),
        pages: flow.pages(&game_named(r)),
    }
}
