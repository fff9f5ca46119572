//! How each paper goes through a printer, decided once for the window and the command line:
//! the sheet of four two-sided, flipped on the long edge, on A4; a card on A6 (an envelope's
//! address on C6) where the printer offers it, else on A4 at its true size with crop marks;
//! the A4 papers one-sided unless two sides are chosen. Never scaled: a card at 97 % is the
//! wrong size.

use crate::documents::DocumentKind;

/// A sheet the printer is asked to feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Media {
    /// A4, 210 × 297 mm.
    A4,
    /// A6, 105 × 148 mm: a postcard, a sheet in an envelope.
    A6,
    /// The C6 envelope, 114 × 162 mm.
    C6,
}

impl Media {
    /// The name the job asks for (IPP's and CUPS's `media`).
    pub fn keyword(self) -> &'static str {
        match self {
            Media::A4 => "A4",
            Media::A6 => "A6",
            Media::C6 => "EnvC6",
        }
    }

    /// Whether a printer offering the sizes `offered` (as CUPS lists them: "A6", "EnvC6",
    /// "iso_a6_105x148mm", …) feeds this sheet.
    pub fn offered_in(self, offered: &[String]) -> bool {
        let names: &[&str] = match self {
            Media::A4 => &["A4", "iso_a4_210x297mm"],
            Media::A6 => &["A6", "iso_a6_105x148mm"],
            Media::C6 => &["EnvC6", "C6", "iso_c6_114x162mm"],
        };
        offered
            .iter()
            .any(|o| names.iter().any(|n| o.eq_ignore_ascii_case(n)))
    }
}

/// Which sides of the sheet are printed, and how the sheet turns over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sides {
    /// The front only.
    OneSided,
    /// Both, the sheet turned over on its long edge.
    TwoSidedLongEdge,
    /// Both, the sheet turned over on its short edge (a landscape card read as one).
    TwoSidedShortEdge,
}

impl Sides {
    /// The name the job asks for (IPP's `sides`).
    pub fn keyword(self) -> &'static str {
        match self {
            Sides::OneSided => "one-sided",
            Sides::TwoSidedLongEdge => "two-sided-long-edge",
            Sides::TwoSidedShortEdge => "two-sided-short-edge",
        }
    }
}

/// One job of a paper: which of its pages, on what sheet, on which sides; `on_a4` when a
/// smaller page is set on A4 at its true size, with crop marks to cut it out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    /// The paper's pages in this job, counted from 0.
    pub pages: std::ops::Range<usize>,
    /// The sheet fed.
    pub media: Media,
    /// The sides printed.
    pub sides: Sides,
    /// A card's page set on A4 at its true size, with crop marks.
    pub on_a4: bool,
}

/// The jobs paper `kind` prints as on a printer offering the sizes `offered`: `envelopes` says
/// of each page whether it is an envelope's address side; `two_sided` when the player asked for
/// both sides of an A4 paper. An envelope's address goes on the envelope, the sheets that go in
/// it in a job of their own (two envelopes of a double round: four jobs, in order).
pub fn plan(
    kind: DocumentKind,
    envelopes: &[bool],
    offered: &[String],
    two_sided: bool,
) -> Vec<Job> {
    let pages = envelopes.len();
    // A card on its own sheet where the printer feeds it, else on A4 to cut out.
    let card = |range: std::ops::Range<usize>, media: Media, sides: (Sides, Sides)| {
        let own = media.offered_in(offered);
        Job {
            pages: range,
            media: if own { media } else { Media::A4 },
            // A landscape card is read turned over sideways: on its own sheet that is the
            // short edge; set upright on A4 portrait it is A4's long edge.
            sides: if own { sides.0 } else { sides.1 },
            on_a4: !own,
        }
    };
    let both = (Sides::TwoSidedShortEdge, Sides::TwoSidedLongEdge);
    let one = (Sides::OneSided, Sides::OneSided);
    match kind {
        DocumentKind::PostcardsA4 => vec![Job {
            pages: 0..pages,
            media: Media::A4,
            sides: Sides::TwoSidedLongEdge,
            on_a4: false,
        }],
        DocumentKind::Postcard
        | DocumentKind::RepeatPostcard
        | DocumentKind::RequestReplacement => vec![card(0..pages, Media::A6, both)],
        DocumentKind::Envelope => {
            let mut jobs: Vec<Job> = Vec::new();
            for (n, envelope) in envelopes.iter().enumerate() {
                // A page of the same kind as the one before goes in the same job.
                let same = n > 0 && envelopes[n - 1] == *envelope;
                match jobs.last_mut() {
                    Some(job) if same => job.pages.end = n + 1,
                    _ => {
                        let media = if *envelope { Media::C6 } else { Media::A6 };
                        jobs.push(card(n..n + 1, media, one));
                    }
                }
            }
            jobs
        }
        DocumentKind::Schedule
        | DocumentKind::Record
        | DocumentKind::Claim
        | DocumentKind::Adjudication
        | DocumentKind::Protest
        | DocumentKind::Notice
        | DocumentKind::Report => vec![Job {
            pages: 0..pages,
            media: Media::A4,
            sides: match two_sided {
                true => Sides::TwoSidedLongEdge,
                false => Sides::OneSided,
            },
            on_a4: false,
        }],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offered(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn the_sheet_of_four_is_two_sided_on_the_long_edge_whatever_is_chosen() {
        for two_sided in [false, true] {
            let jobs = plan(
                DocumentKind::PostcardsA4,
                &[false; 4],
                &offered(&["A4"]),
                two_sided,
            );
            assert_eq!(jobs.len(), 1);
            assert_eq!(jobs[0].sides, Sides::TwoSidedLongEdge);
            assert_eq!((jobs[0].media, jobs[0].on_a4), (Media::A4, false));
            assert_eq!(jobs[0].pages, 0..4);
        }
    }

    #[test]
    fn a_card_goes_on_a6_where_offered_else_on_a4_at_its_true_size() {
        let a6 = plan(
            DocumentKind::Postcard,
            &[false; 2],
            &offered(&["A4", "A6"]),
            false,
        );
        assert_eq!(
            a6,
            vec![Job {
                pages: 0..2,
                media: Media::A6,
                sides: Sides::TwoSidedShortEdge,
                on_a4: false
            }]
        );
        let pwg = offered(&["iso_a6_105x148mm"]);
        assert_eq!(
            plan(DocumentKind::RepeatPostcard, &[false; 2], &pwg, false)[0].media,
            Media::A6
        );
        let a4 = plan(
            DocumentKind::RequestReplacement,
            &[false; 2],
            &offered(&["A4"]),
            false,
        );
        assert_eq!((a4[0].media, a4[0].on_a4), (Media::A4, true));
        assert_eq!(a4[0].sides, Sides::TwoSidedLongEdge);
    }

    #[test]
    fn an_envelope_is_its_address_then_the_sheets_in_it_one_sided() {
        let pages = [true, false, false];
        let jobs = plan(
            DocumentKind::Envelope,
            &pages,
            &offered(&["A4", "EnvC6"]),
            true,
        );
        assert_eq!(jobs.len(), 2);
        assert_eq!((jobs[0].pages.clone(), jobs[0].media), (0..1, Media::C6));
        assert_eq!((jobs[1].pages.clone(), jobs[1].media), (1..3, Media::A4));
        assert!(jobs[1].on_a4 && !jobs[0].on_a4);
        assert!(jobs.iter().all(|j| j.sides == Sides::OneSided));
        // Two envelopes of a double round: each address on its envelope, each sheet after it.
        let two = [true, false, true, false];
        let jobs = plan(
            DocumentKind::Envelope,
            &two,
            &offered(&["EnvC6", "A6"]),
            false,
        );
        let pages: Vec<_> = jobs.iter().map(|j| (j.pages.clone(), j.media)).collect();
        assert_eq!(
            pages,
            vec![
                (0..1, Media::C6),
                (1..2, Media::A6),
                (2..3, Media::C6),
                (3..4, Media::A6)
            ]
        );
    }

    #[test]
    fn an_a4_paper_is_one_sided_unless_chosen() {
        for kind in [
            DocumentKind::Schedule,
            DocumentKind::Record,
            DocumentKind::Claim,
            DocumentKind::Adjudication,
            DocumentKind::Report,
        ] {
            let one = plan(kind, &[false; 3], &[], false);
            assert_eq!((one[0].sides, one[0].media), (Sides::OneSided, Media::A4));
            let two = plan(kind, &[false; 3], &[], true);
            assert_eq!(two[0].sides, Sides::TwoSidedLongEdge);
        }
    }
}
