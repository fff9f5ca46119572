//! The journal of what can be undone and redone, kept in the diary beside what it records:
//! two stacks of entries, each the application layer's own text (JSON) and, for a scan, its
//! bytes. A restart, another window or the command line find the same journal, and a backup
//! or a restore carries it with the rows it names.

use rusqlite::{OptionalExtension, params};

use super::{Result, Store, StoreError};

/// Which stack of the journal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stack {
    /// What can be undone, newest on top.
    Undo,
    /// What was undone and can be redone, newest on top.
    Redo,
}

impl Stack {
    fn code(self) -> &'static str {
        match self {
            Stack::Undo => "undo",
            Stack::Redo => "redo",
        }
    }
}

/// An entry as kept: its row, its text and the bytes it carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Noted {
    /// Its row.
    pub id: i64,
    /// The entry, as the application layer wrote it.
    pub entry: String,
    /// A scan's bytes, kept beside the text.
    pub bytes: Option<Vec<u8>>,
}

impl Store {
    /// Notes what was just recorded on top of the undo stack, keeping the newest `keep`; what
    /// was undone before can no longer be redone.
    pub fn note(&mut self, entry: &str, keep: usize) -> Result<()> {
        self.write(|tx| {
            tx.execute("DELETE FROM journal WHERE side = 'redo'", [])?;
            tx.execute(
                "INSERT INTO journal (side, entry) VALUES ('undo', ?1)",
                [entry],
            )?;
            tx.execute(
                "DELETE FROM journal WHERE side = 'undo' AND id NOT IN
                     (SELECT id FROM journal WHERE side = 'undo' ORDER BY id DESC LIMIT ?1)",
                [keep as i64],
            )?;
            Ok(())
        })
    }

    /// Puts `entry` in the place of the undo stack's entry of row `id`, which goes on with it;
    /// what was undone before can no longer be redone.
    pub fn renote(&mut self, id: i64, entry: &str) -> Result<()> {
        self.write(|tx| {
            tx.execute("DELETE FROM journal WHERE side = 'redo'", [])?;
            let n = tx.execute(
                "UPDATE journal SET entry = ?2 WHERE id = ?1 AND side = 'undo'",
                params![id, entry],
            )?;
            match n {
                0 => Err(StoreError::Stale),
                _ => Ok(()),
            }
        })
    }

    /// The entry on top of `stack`.
    pub fn last_noted(&self, stack: Stack) -> Result<Option<Noted>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id, entry, bytes FROM journal WHERE side = ?1 ORDER BY id DESC LIMIT 1",
                [stack.code()],
                |r| {
                    Ok(Noted {
                        id: r.get(0)?,
                        entry: r.get(1)?,
                        bytes: r.get(2)?,
                    })
                },
            )
            .optional()?)
    }

    /// Moves entry `id` on top of stack `to`, as `entry` now says it (a redo's new rows), with
    /// `bytes` beside it; an entry another program moved meanwhile is refused as stale.
    pub fn move_noted(
        &mut self,
        id: i64,
        to: Stack,
        entry: &str,
        bytes: Option<&[u8]>,
    ) -> Result<()> {
        self.write(|tx| {
            if tx.execute("DELETE FROM journal WHERE id = ?1", [id])? == 0 {
                return Err(StoreError::Stale);
            }
            tx.execute(
                "INSERT INTO journal (side, entry, bytes) VALUES (?1, ?2, ?3)",
                params![to.code(), entry, bytes],
            )?;
            Ok(())
        })
    }

    /// Forgets entry `id`: one whose row is gone, or one a take-back ended.
    pub fn forget_noted(&mut self, id: i64) -> Result<()> {
        self.write(|tx| {
            tx.execute("DELETE FROM journal WHERE id = ?1", [id])?;
            Ok(())
        })
    }

    /// Forgets `stack` whole: an entry of it cannot be read.
    pub fn forget_stack(&mut self, stack: Stack) -> Result<()> {
        self.write(|tx| {
            tx.execute("DELETE FROM journal WHERE side = ?1", [stack.code()])?;
            Ok(())
        })
    }

    /// Forgets the whole journal: an import may have changed the games its entries name.
    pub fn forget_journal(&mut self) -> Result<()> {
        self.write(|tx| {
            tx.execute("DELETE FROM journal", [])?;
            Ok(())
        })
    }
}
