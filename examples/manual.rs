//! Writes the manual page (section 6) and the shell completions (bash, zsh, fish) from the
//! command line's own definition, for the packages: `cargo run --example manual -- DIR`.

use std::path::PathBuf;

use clap::CommandFactory;
use clap_complete::Shell;

fn main() -> std::io::Result<()> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "target/manual".to_owned()),
    );
    std::fs::create_dir_all(&dir)?;
    let command = ccdiary::cli::Cli::command();
    let mut page = Vec::new();
    clap_mangen::Man::new(command.clone())
        .section("6")
        .render(&mut page)?;
    std::fs::write(dir.join("ccdiary.6"), page)?;
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        clap_complete::generate_to(shell, &mut command.clone(), "ccdiary", &dir)?;
    }
    Ok(())
}
