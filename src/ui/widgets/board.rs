//! The chess board: 8×8 with coordinates, pieces drawn from the embedded DejaVu font (white
//! pieces filled, so they read on dark squares), legal targets, last move and check. A move is
//! made by click-click or drag-and-drop; a pawn reaching the last rank asks which piece.

use egui::{Align2, Color32, FontId, Pos2, Rect, Response, Sense, Stroke, Ui, Vec2, pos2, vec2};
use shakmaty::{Chess, Color, File, Move, Position, Rank, Role, Square};

use crate::documents::layout::piece_glyphs;

/// What the board remembers between frames.
#[derive(Debug, Clone, Default)]
pub struct BoardState {
    /// The square picked first in click-click.
    pub selected: Option<Square>,
    /// A pawn move waiting for its promotion piece.
    pub promotion: Option<(Square, Square)>,
}

/// How the board is shown this frame.
#[derive(Debug, Clone, Copy)]
pub struct BoardView {
    /// Black at the bottom.
    pub flipped: bool,
    /// The last move played, highlighted.
    pub last_move: Option<Move>,
    /// Whether the user may move pieces.
    pub interactive: bool,
    /// The move being typed in a form, drawn as an arrow before it is saved.
    pub typed: Option<Move>,
}

const LIGHT: Color32 = Color32::from_rgb(0xEE, 0xDC, 0xB8);
const DARK: Color32 = Color32::from_rgb(0xB5, 0x88, 0x63);
const LAST_MOVE: Color32 = Color32::from_rgba_premultiplied(0x60, 0x80, 0x20, 0x60);
const SELECTED: Color32 = Color32::from_rgba_premultiplied(0x20, 0x60, 0xA0, 0x70);
const CHECK: Color32 = Color32::from_rgba_premultiplied(0xC0, 0x20, 0x20, 0xA0);
const TYPED: Color32 = Color32::from_rgba_premultiplied(0x10, 0x50, 0xB0, 0xC0);

/// The screen rectangle of `sq` on a board at `rect`.
fn square_rect(rect: Rect, sq: Square, flipped: bool) -> Rect {
    let size = rect.width() / 8.0;
    let (file, rank) = (sq.file().to_u32() as f32, sq.rank().to_u32() as f32);
    let (col, row) = if flipped {
        (7.0 - file, rank)
    } else {
        (file, 7.0 - rank)
    };
    Rect::from_min_size(
        pos2(rect.left() + col * size, rect.top() + row * size),
        Vec2::splat(size),
    )
}

/// The square under a point of the board.
fn square_at(rect: Rect, p: Pos2, flipped: bool) -> Option<Square> {
    if !rect.contains(p) {
        return None;
    }
    let size = rect.width() / 8.0;
    let col = (((p.x - rect.left()) / size) as u32).min(7);
    let row = (((p.y - rect.top()) / size) as u32).min(7);
    let (file, rank) = if flipped {
        (7 - col, row)
    } else {
        (col, 7 - row)
    };
    Some(Square::from_coords(File::new(file), Rank::new(rank)))
}

/// Draws one piece centred in `r`.
pub fn paint_piece(painter: &egui::Painter, r: Rect, role: Role, colour: Color) {
    let (solid, outline) = piece_glyphs(role);
    let font = FontId::proportional(r.height() * 0.82);
    let centre = r.center() + vec2(0.0, r.height() * 0.02);
    match colour {
        Color::White => {
            painter.text(
                centre,
                Align2::CENTER_CENTER,
                solid,
                font.clone(),
                Color32::WHITE,
            );
            painter.text(centre, Align2::CENTER_CENTER, outline, font, Color32::BLACK);
        }
        Color::Black => {
            painter.text(
                centre,
                Align2::CENTER_CENTER,
                solid,
                font,
                Color32::from_gray(20),
            );
        }
    }
}

/// Shows the board; returns the legal move the user made this frame, if any.
pub fn board_ui(ui: &mut Ui, state: &mut BoardState, pos: &Chess, view: BoardView) -> Option<Move> {
    let side = ui.available_width().min(ui.available_height()).max(160.0);
    let margin = (side * 0.04).max(14.0);
    let (outer, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let rect = Rect::from_min_size(outer.min + vec2(margin, 0.0), Vec2::splat(side - margin))
        .shrink2(vec2(0.0, margin / 2.0));
    let rect = Rect::from_min_size(rect.min, Vec2::splat(rect.width().min(rect.height())));
    let painter = ui.painter_at(outer);
    let legal = pos.legal_moves();
    // Interact first, then paint, so a click's selection shows in the same frame.
    let mut made = None;
    if view.interactive && state.promotion.is_none() {
        made = interact(ui, state, rect, &legal, view.flipped);
    }

    // Squares, highlights, pieces.
    for sq in Square::ALL {
        let r = square_rect(rect, sq, view.flipped);
        painter.rect_filled(r, 0.0, if sq.is_light() { LIGHT } else { DARK });
        if let Some(m) = view.last_move
            && (m.from() == Some(sq) || m.to() == sq)
        {
            painter.rect_filled(r, 0.0, LAST_MOVE);
        }
        if state.selected == Some(sq) {
            painter.rect_filled(r, 0.0, SELECTED);
        }
        if let Some(piece) = pos.board().piece_at(sq) {
            if piece.role == Role::King && piece.color == pos.turn() && pos.is_check() {
                painter.circle_filled(r.center(), r.width() * 0.45, CHECK);
            }
            paint_piece(&painter, r, piece.role, piece.color);
        }
    }
    // The move typed in the form, before it is saved: an arrow from its square to its target.
    if let Some(m) = view.typed
        && let Some(from) = m.from()
    {
        let (a, b) = (
            square_rect(rect, from, view.flipped).center(),
            square_rect(rect, target_square(&m), view.flipped).center(),
        );
        painter.arrow(a, b - a, egui::Stroke::new(rect.width() / 48.0, TYPED));
    }
    // Legal targets of the selected piece.
    if let Some(from) = state.selected {
        for m in legal.iter().filter(|m| m.from() == Some(from)) {
            let r = square_rect(rect, target_square(m), view.flipped);
            painter.circle_filled(r.center(), r.width() * 0.13, Color32::from_black_alpha(90));
        }
    }
    paint_coordinates(
        &painter,
        rect,
        margin,
        view.flipped,
        ui.visuals().text_color(),
    );

    if let Some((from, to)) = state.promotion {
        made = promotion_chooser(ui, state, rect, &legal, from, to, pos.turn()).or(made);
    }
    made
}

/// Where a move puts its piece as the user sees it: castling lands the king on g/c.
fn target_square(m: &Move) -> Square {
    match m.castling_side() {
        Some(side) => {
            let rank = m.from().map_or(Rank::First, |f| f.rank());
            Square::from_coords(side.king_to_file(), rank)
        }
        None => m.to(),
    }
}

fn paint_coordinates(
    painter: &egui::Painter,
    rect: Rect,
    margin: f32,
    flipped: bool,
    colour: Color32,
) {
    let size = rect.width() / 8.0;
    let font = FontId::proportional((margin * 0.7).min(14.0));
    for i in 0..8u32 {
        let file = if flipped { 7 - i } else { i };
        let rank = if flipped { i } else { 7 - i };
        let x = rect.left() + (i as f32 + 0.5) * size;
        let y = rect.top() + (i as f32 + 0.5) * size;
        painter.text(
            pos2(x, rect.bottom() + margin * 0.45),
            Align2::CENTER_CENTER,
            File::new(file).char(),
            font.clone(),
            colour,
        );
        painter.text(
            pos2(rect.left() - margin * 0.5, y),
            Align2::CENTER_CENTER,
            Rank::new(rank).char(),
            font.clone(),
            colour,
        );
    }
}

/// Click-click and drag-and-drop over the squares; each square is a labelled target.
fn interact(
    ui: &mut Ui,
    state: &mut BoardState,
    rect: Rect,
    legal: &[Move],
    flipped: bool,
) -> Option<Move> {
    let mut made = None;
    for sq in Square::ALL {
        let r = square_rect(rect, sq, flipped);
        let response: Response = ui.interact(
            r,
            ui.scope_id().with(("square", u32::from(sq))),
            Sense::click_and_drag(),
        );
        response
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, sq.to_string()));
        if response.drag_started() && legal.iter().any(|m| m.from() == Some(sq)) {
            state.selected = Some(sq);
        }
        if response.drag_stopped() {
            let dropped = response
                .interact_pointer_pos()
                .or_else(|| ui.input(|i| i.pointer.latest_pos()))
                .and_then(|p| square_at(rect, p, flipped));
            if let (Some(from), Some(to)) = (state.selected, dropped)
                && to != from
            {
                made = try_move(state, legal, from, to);
            }
        } else if response.clicked() {
            made = click(state, legal, sq);
        }
    }
    made
}

fn click(state: &mut BoardState, legal: &[Move], sq: Square) -> Option<Move> {
    match state.selected {
        Some(from) if from == sq => {
            state.selected = None;
            None
        }
        Some(from)
            if legal
                .iter()
                .any(|m| m.from() == Some(from) && target_square(m) == sq) =>
        {
            try_move(state, legal, from, sq)
        }
        _ => {
            state.selected = legal.iter().any(|m| m.from() == Some(sq)).then_some(sq);
            None
        }
    }
}

/// The legal move from `from` to `to`; a promotion waits for the chooser.
fn try_move(state: &mut BoardState, legal: &[Move], from: Square, to: Square) -> Option<Move> {
    let candidates: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from() == Some(from) && target_square(m) == to)
        .collect();
    match candidates.as_slice() {
        [] => {
            state.selected = None;
            None
        }
        [m] => {
            state.selected = None;
            Some(**m)
        }
        _ => {
            state.selected = None;
            state.promotion = Some((from, to));
            None
        }
    }
}

fn promotion_chooser(
    ui: &mut Ui,
    state: &mut BoardState,
    rect: Rect,
    legal: &[Move],
    from: Square,
    to: Square,
    turn: Color,
) -> Option<Move> {
    let size = rect.width() / 8.0;
    let roles = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
    let names = ["queen", "rook", "bishop", "knight"];
    let top = rect.center().y - size / 2.0;
    let left = rect.center().x - 2.0 * size;
    let painter = ui.painter_at(rect);
    let back = Rect::from_min_size(pos2(left, top), vec2(4.0 * size, size)).expand(4.0);
    painter.rect_filled(back, 6.0, ui.visuals().window_fill);
    painter.rect_stroke(
        back,
        6.0,
        Stroke::new(1.0, ui.visuals().text_color()),
        egui::StrokeKind::Outside,
    );
    let mut made = None;
    for (i, (role, name)) in roles.iter().zip(names).enumerate() {
        let r = Rect::from_min_size(pos2(left + i as f32 * size, top), Vec2::splat(size));
        let response = ui.interact(r, ui.scope_id().with(("promote", i)), Sense::click());
        response.widget_info(|| {
            egui::WidgetInfo::labeled(egui::Role::Button, true, format!("promote to {name}"))
        });
        if response.hovered() {
            painter.rect_filled(r, 4.0, ui.visuals().widgets.hovered.bg_fill);
        }
        paint_piece(&painter, r, *role, turn);
        if response.clicked() {
            made = legal
                .iter()
                .find(|m| m.from() == Some(from) && m.to() == to && m.promotion() == Some(*role))
                .copied();
            state.promotion = None;
        }
    }
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        state.promotion = None;
    }
    made
}

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    use super::*;

    fn selection_painted(output: &egui::FullOutput) -> bool {
        output.shapes.iter().any(|s| match &s.shape {
            egui::Shape::Rect(r) => r.fill == SELECTED,
            _ => false,
        })
    }

    #[test]
    fn a_clicked_square_shows_selected_in_the_same_frame() {
        let pos = Chess::default();
        let mut state = BoardState::default();
        let view = BoardView {
            flipped: false,
            last_move: None,
            interactive: true,
            typed: None,
        };
        let mut harness = Harness::builder()
            .with_context_setup(crate::ui::install_fonts)
            .build_ui(move |ui| {
                board_ui(ui, &mut state, &pos, view);
            });
        harness.step();
        assert!(!selection_painted(harness.output()));
        harness.get_by_label("e2").click();
        harness.step();
        assert!(
            selection_painted(harness.output()),
            "the frame that handled the click painted no selection"
        );
    }
}
