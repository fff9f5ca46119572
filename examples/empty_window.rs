//! The smallest eframe program, in a window of ccdiary's size and with one label in it: nothing
//! of ccdiary. `benches/vs-scid.sh` starts it beside ccdiary and Scid, so that the figures say
//! how much of ccdiary's first window is the X server's, the OpenGL driver's and eframe's, and
//! how much is ccdiary's own.
//!
//!   cargo run --release --example empty_window

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("eframe-empty")
            .with_inner_size([1280.0, 800.0]),
        ..Default::default()
    };
    eframe::run_native("eframe-empty", options, Box::new(|_| Ok(Box::new(Empty))))
}

struct Empty;

impl eframe::App for Empty {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        ui.label("An empty window");
    }
}
