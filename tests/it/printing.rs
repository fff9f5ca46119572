//! Printing through a real CUPS: `.ci/cups-queue.sh` starts cupsd with two cups-pdf queues
//! (CCDiaryPDF feeds A4, A6 and C6 on both sides; CCDiaryA4 feeds A4 only), and each paper
//! printed must come out of cups-pdf with the pages and sheet sizes `ccdiary pdf` writes, its
//! jobs carrying the sides the paper needs and no scaling. Ignored where there is no such CUPS;
//! CI runs them.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant, SystemTime};

use super::cli::{ccdiary, refused};

/// Each page's size in points, the longer side first (a printer turns a landscape page onto
/// its sheet).
fn sheets(pdf: &Path) -> Vec<(i32, i32)> {
    let doc = lopdf::Document::load(pdf).unwrap();
    doc.get_pages()
        .values()
        .map(|p| {
            let b = doc.get_dictionary(*p).unwrap().get(b"MediaBox").unwrap();
            let n: Vec<f32> = b
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o.as_float().unwrap())
                .collect();
            let (w, h) = ((n[2] - n[0]).round() as i32, (n[3] - n[1]).round() as i32);
            (w.max(h), w.min(h))
        })
        .collect()
}

/// The ids of the jobs `print` said it sent ("job CCDiaryPDF-12").
fn job_ids(said: &str) -> Vec<String> {
    said.split(|c: char| c.is_whitespace() || c == ',' || c == '.')
        .filter(|w| w.starts_with("CCDiary") && w.contains('-'))
        .map(str::to_owned)
        .collect()
}

/// The job's attributes as ipptool reads them back, once it has completed.
fn completed(id: &str) -> String {
    let (queue, number) = id.rsplit_once('-').unwrap();
    let test = std::env::temp_dir().join("ccdiary-get-job.test");
    std::fs::write(
        &test,
        "{ OPERATION Get-Job-Attributes
  GROUP operation-attributes-tag
  ATTR charset attributes-charset utf-8
  ATTR naturalLanguage attributes-natural-language en
  ATTR uri printer-uri $uri
  ATTR integer job-id $job_id
  ATTR keyword requested-attributes all
  STATUS successful-ok }",
    )
    .unwrap();
    let start = Instant::now();
    loop {
        let out = Command::new("ipptool")
            .args(["-tv", "-d", &format!("job_id={number}")])
            .arg(format!("ipp://localhost/printers/{queue}"))
            .arg(&test)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        if said.contains("job-state (enum) = completed") {
            return said;
        }
        assert!(
            !said.contains("job-state (enum) = aborted") && !said.contains("canceled"),
            "{id}: {said}"
        );
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "{id} not done: {said}"
        );
        std::thread::sleep(Duration::from_millis(300));
    }
}

/// The PDF cups-pdf wrote for job `id` since `since` (a queue made anew numbers its jobs from 1
/// again, beside files of earlier runs).
fn written(id: &str, since: SystemTime) -> PathBuf {
    let number = id.rsplit_once('-').unwrap().1;
    let home = std::env::var("HOME").unwrap_or_else(|_| "/root".into());
    let folders = [
        PathBuf::from(home).join("PDF"),
        "/var/spool/cups-pdf/ANONYMOUS".into(),
    ];
    let start = Instant::now();
    loop {
        for folder in &folders {
            for f in std::fs::read_dir(folder).into_iter().flatten().flatten() {
                let name = f.file_name().to_string_lossy().into_owned();
                let meta = f.metadata().unwrap();
                let new = meta.modified().unwrap() >= since && meta.len() > 0;
                if name.ends_with(&format!("job_{number}.pdf")) && new {
                    return f.path();
                }
            }
        }
        assert!(start.elapsed() < Duration::from_secs(60), "no PDF for {id}");
        std::thread::sleep(Duration::from_millis(300));
    }
}

/// A target of the demo diary for which `ccdiary pdf KIND` writes a paper, with its sheets.
fn paper(path: &Path, dir: &Path, kind: &str, extra: &[&str]) -> (String, Vec<(i32, i32)>) {
    let out = dir.join(format!("{kind}.pdf"));
    let targets: Vec<String> = match kind {
        "report" => vec!["КР-7".into()],
        // Every game that has a card, on one sheet or two.
        "postcards-a4" => {
            let out = dir.join("card.pdf");
            let cards: Vec<String> = (1..=12)
                .map(|n| n.to_string())
                .filter(|n| {
                    let args = ["pdf", "postcard", n, "--out", out.to_str().unwrap()];
                    ccdiary(path, &args).is_ok()
                })
                .collect();
            vec![cards.join(",")]
        }
        _ => (1..=12).map(|n| n.to_string()).collect(),
    };
    for t in targets {
        // A repeat is printed once it is filed (47.5.1).
        if kind == "repeat-postcard" && ccdiary(path, &["repeat", &t]).is_err() {
            continue;
        }
        let mut args = vec!["pdf", kind, &t, "--out", out.to_str().unwrap()];
        args.extend_from_slice(extra);
        if ccdiary(path, &args).is_ok() {
            return (t, sheets(&out));
        }
    }
    panic!("no game of the demo has a {kind}");
}

#[test]
#[ignore = "needs CUPS with the cups-pdf queues of .ci/cups-queue.sh"]
fn every_paper_prints_through_cups_as_its_pdf_with_the_sides_it_needs_and_no_scaling() {
    let since = SystemTime::now() - Duration::from_secs(1);
    let (dir, path) = super::demo();
    let analysis = dir.path().join("analysis.txt");
    std::fs::write(
        &analysis,
        "После 28...Лf8 позиция равна: у белых нет пути к победе.",
    )
    .unwrap();
    let analysis = analysis.to_str().unwrap();
    let adjudication = ["--claim", "1/2-1/2", "--justification", analysis];
    let papers: [(&str, &[&str], &str); 10] = [
        ("postcard", &[], "two-sided-short-edge"),
        ("repeat-postcard", &[], "two-sided-short-edge"),
        ("envelope", &[], "one-sided"),
        ("postcards-a4", &[], "two-sided-long-edge"),
        ("schedule", &[], "one-sided"),
        ("record", &[], "one-sided"),
        ("claim", &[], "one-sided"),
        ("adjudication", &adjudication, "one-sided"),
        ("report", &[], "one-sided"),
        ("schedule", &["--two-sided"], "two-sided-long-edge"),
    ];
    for (kind, extra, sides) in papers {
        let pdf_extra: Vec<&str> = extra
            .iter()
            .copied()
            .filter(|a| *a != "--two-sided")
            .collect();
        let (target, want) = paper(&path, dir.path(), kind, &pdf_extra);
        let mut args = vec!["print", kind, &target, "--printer", "CCDiaryPDF"];
        args.extend_from_slice(extra);
        let said = ccdiary(&path, &args).unwrap();
        let ids = job_ids(&said);
        assert!(!ids.is_empty(), "{kind}: {said}");
        let mut got = Vec::new();
        for id in &ids {
            let job = completed(id);
            assert!(
                job.contains("print-scaling (keyword) = none"),
                "{kind} {id}: {job}"
            );
            assert!(
                job.contains("fit-to-page (boolean) = false"),
                "{kind} {id}: {job}"
            );
            assert!(
                job.contains(&format!("sides (keyword) = {sides}")),
                "{kind} {id}: {job}"
            );
            got.extend(sheets(&written(id, since)));
        }
        assert_eq!(got.len(), want.len(), "{kind}: pages");
        for (g, w) in got.iter().zip(&want) {
            assert!(
                (g.0 - w.0).abs() <= 2 && (g.1 - w.1).abs() <= 2,
                "{kind}: {got:?} {want:?}"
            );
        }
    }
}

#[test]
#[ignore = "needs CUPS with the cups-pdf queues of .ci/cups-queue.sh"]
fn a_card_goes_on_a4_with_crop_marks_where_the_printer_has_no_a6_and_a_bad_printer_is_named() {
    let since = SystemTime::now() - Duration::from_secs(1);
    let (_dir, path) = super::demo();
    let said = ccdiary(&path, &["print", "postcard", "3", "--printer", "CCDiaryA4"]).unwrap();
    let ids = job_ids(&said);
    let job = completed(&ids[0]);
    assert!(job.contains("media (keyword) = A4"), "{job}");
    assert_eq!(sheets(&written(&ids[0], since)), vec![(842, 595); 2]);

    let missing = refused(
        &path,
        &["print", "postcard", "3", "--printer", "NoSuchQueue"],
    );
    assert!(
        missing.contains("There is no printer named “NoSuchQueue”")
            && missing.contains("can still be saved as PDF"),
        "{missing}"
    );
    let run = |program: &str| {
        assert!(
            Command::new(program)
                .arg("CCDiaryA4")
                .status()
                .unwrap()
                .success()
        );
    };
    run("cupsdisable");
    let stopped = refused(&path, &["print", "record", "3", "--printer", "CCDiaryA4"]);
    run("cupsenable");
    assert!(
        stopped.contains("Printer “CCDiaryA4” is stopped"),
        "{stopped}"
    );
    run("cupsreject");
    let closed = refused(&path, &["print", "record", "3", "--printer", "CCDiaryA4"]);
    run("cupsaccept");
    assert!(
        closed.contains("“CCDiaryA4” is not taking jobs"),
        "{closed}"
    );
}

#[test]
#[ignore = "needs CUPS with the cups-pdf queues of .ci/cups-queue.sh"]
fn the_window_prints_the_card_of_a_move_sent_and_asks_before_the_days_sheet_prints_it_again() {
    let since = SystemTime::now() - Duration::from_secs(1);
    use ccdiary::storage::Store;
    use ccdiary::ui::{Command, Language};
    use egui_kittest::kittest::Queryable;
    use shakmaty::Position;

    let (_dir, path) = super::demo();
    let mut h = super::ui::harness(Store::open(&path).unwrap(), Language::EN);
    h.run();
    // A game by post where it is my move: a legal move of the position, sent today.
    let (game, mv) = (1..=12)
        .map(ccdiary::domain::GameId)
        .find_map(|id| {
            let r = h.state().diary().records(id).unwrap();
            let mine = r.game.takes_moves()
                && r.tournament.mode == ccdiary::domain::Mode::Post
                && !r.plies.is_empty()
                && !r.last_is_mine();
            let moves: Vec<_> = r.plies.iter().map(|p| p.uci).collect();
            let (_, pos, _) = ccdiary::engine::position_after(&moves, None);
            let legal = pos.legal_moves().first().cloned()?;
            let uci = legal.to_uci(shakmaty::CastlingMode::Standard).to_string();
            mine.then_some((id, uci))
        })
        .unwrap();
    h.state_mut().apply(Command::SelectGame(game));
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    super::ui::type_into(&mut h, "My move", &mv);
    super::ui::click(&mut h, "Send…");
    super::ui::click(&mut h, "Yes, send it");
    // Its card's Print dialog follows, saying how the card goes through the printer.
    h.get_by_label("Postcard");
    h.get_by_label_contains("both sides, turned over on the short edge");
    super::ui::click(&mut h, "Print");
    let said = h.state().notice().map(|n| n.text.clone()).unwrap();
    assert!(
        said.starts_with("Sent to printer “CCDiaryPDF”: job CCDiaryPDF-"),
        "{said}"
    );
    let id = job_ids(&said).pop().unwrap();
    completed(&id);
    assert_eq!(sheets(&written(&id, since)).len(), 2);

    // Today's sheet holds that card: asked first, naming it, then printed on both sides.
    h.state_mut().apply(Command::PrintToday);
    h.run();
    h.get_by_label_contains("was printed already");
    super::ui::click(&mut h, "Print again");
    h.get_by_label("Today's postcards, four on A4");
    super::ui::click(&mut h, "Print");
    let said = h.state().notice().map(|n| n.text.clone()).unwrap();
    let id = job_ids(&said).pop().unwrap_or_else(|| panic!("{said}"));
    assert!(completed(&id).contains("sides (keyword) = two-sided-long-edge"));
}

#[test]
fn a_card_counts_as_printed_only_when_printed_since_the_day_it_went() {
    use ccdiary::diary::Diary;
    use ccdiary::storage::{PrintedPaper, Store};
    let (_dir, path) = super::demo();
    let diary = Diary::new(Store::open(&path).unwrap());
    // A day on which one of my cards went, and its game.
    let (day, card) = (0..400)
        .map(|n| super::date(2026, 11, 29) - chrono::Duration::days(n))
        .find_map(|d| {
            let cards = ccdiary::printing::cards_of_day(diary.store_for_tests(), d).unwrap();
            cards.first().map(|c| (d, *c))
        })
        .unwrap();
    assert!(diary.todays_sheet(day).unwrap().is_empty());
    let print = |at: chrono::NaiveDateTime| {
        let (games, printer) = (&[card][..], "Office");
        let paper = PrintedPaper {
            kind: "postcard",
            games,
            printer,
            job: "Office-1",
            at,
        };
        Store::open(&path).unwrap().add_printed(&paper).unwrap();
    };
    // Printed the day before it went: another card of the same game, not this one.
    print(
        (day - chrono::Duration::days(1))
            .and_hms_opt(20, 0, 0)
            .unwrap(),
    );
    assert!(diary.todays_sheet(day).unwrap().is_empty());
    print(day.and_hms_opt(18, 5, 0).unwrap());
    let before = diary.todays_sheet(day).unwrap();
    assert_eq!(before.len(), 1);
    assert_eq!(
        (before[0].game, before[0].printer.as_str()),
        (card.0, "Office")
    );
    // No card went: said as such.
    let none = diary.todays_sheet(super::date(2020, 1, 1)).unwrap_err();
    assert!(
        none.told(ccdiary::ui::Language::EN)
            .contains("no move of yours was sent on 01.01.2020"),
        "{}",
        none.told(ccdiary::ui::Language::EN)
    );
}
