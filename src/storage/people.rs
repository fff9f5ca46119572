//! Me and my partners, with the history of their addresses.

use std::collections::HashMap;

use rusqlite::{OptionalExtension, params};

use super::{Field, Only, Result, Store, StoreError};
use crate::domain::{Contact, Gender, Partner, PartnerId, Profile};

impl Store {
    /// My profile; empty until I fill it in.
    pub fn profile(&self) -> Result<Profile> {
        let row = self
            .conn
            .query_row(
                "SELECT full_name, postal_address, email, signature FROM profile WHERE id = 1",
                [],
                |r| {
                    Ok(Profile {
                        full_name: r.get(0)?,
                        postal_address: r.get(1)?,
                        email: r.get(2)?,
                        signature: r.get(3)?,
                    })
                },
            )
            .optional()?;
        Ok(row.unwrap_or_default())
    }

    /// Saves my profile.
    pub fn save_profile(&mut self, p: &Profile) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO profile (id, full_name, postal_address, email, signature)
                 VALUES (1, ?1, ?2, ?3, ?4)
                 ON CONFLICT (id) DO UPDATE SET full_name = ?1, postal_address = ?2,
                     email = ?3, signature = ?4",
                params![p.full_name, p.postal_address, p.email, p.signature],
            )?;
            Ok(())
        })
    }

    /// Adds a partner with his contact history.
    pub fn add_partner(&mut self, p: &Partner) -> Result<PartnerId> {
        Ok(self
            .add_partners(std::slice::from_ref(p))?
            .into_iter()
            .next()
            .unwrap_or(PartnerId(0)))
    }

    /// Adds many partners in one transaction: all or none.
    pub fn add_partners(&mut self, partners: &[Partner]) -> Result<Vec<PartnerId>> {
        if partners.iter().any(|p| p.name.trim().is_empty()) {
            return Err(StoreError::Invalid {
                field: Field::PartnerName,
            });
        }
        self.write(|tx| {
            let mut ids = Vec::with_capacity(partners.len());
            for p in partners {
                tx.prepare_cached("INSERT INTO partners (name, gender) VALUES (?1, ?2)")?
                    .execute([p.name.trim(), p.gender.code()])?;
                let id = PartnerId(tx.last_insert_rowid());
                for c in &p.contacts {
                    insert_contact(tx, id, c)?;
                }
                ids.push(id);
            }
            Ok(ids)
        })
    }

    /// Sets how sentences speak of a partner.
    pub fn set_partner_gender(&mut self, id: PartnerId, gender: Gender) -> Result<()> {
        self.write(|tx| {
            let n = tx.execute(
                "UPDATE partners SET gender = ?2 WHERE id = ?1",
                params![id.0, gender.code()],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound(format!("partner {}", id.0)));
            }
            Ok(())
        })
    }

    /// Records a partner's new address or e-mail from a given date, keeping the old ones.
    pub fn add_contact(&mut self, id: PartnerId, c: &Contact) -> Result<i64> {
        self.write(|tx| {
            insert_contact(tx, id, c)?;
            Ok(tx.last_insert_rowid())
        })
    }

    /// Removes the address of row `row`, as the undo of adding it.
    pub fn remove_contact(&mut self, row: i64) -> Result<()> {
        self.write(
            |tx| match tx.execute("DELETE FROM partner_contacts WHERE id = ?1", [row])? {
                0 => Err(StoreError::NotFound(format!("address {row}"))),
                _ => Ok(()),
            },
        )
    }

    /// Every partner, by name.
    pub fn partners(&self) -> Result<Vec<(PartnerId, Partner)>> {
        let mut partners: Vec<_> = self.partners_of(&Only::all())?.into_iter().collect();
        by_name(&mut partners, |p| &p.name);
        Ok(partners)
    }

    /// Every partner's name, by name: what a chooser of partners shows.
    pub fn partner_names(&self) -> Result<Vec<(PartnerId, String)>> {
        let mut stmt = self.conn.prepare_cached("SELECT id, name FROM partners")?;
        let rows = stmt.query_map([], |r| Ok((PartnerId(r.get(0)?), r.get::<_, String>(1)?)))?;
        let mut names = rows.collect::<rusqlite::Result<Vec<_>>>()?;
        by_name(&mut names, |name| name);
        Ok(names)
    }

    /// The partners `only` lists, by id.
    pub(super) fn partners_of(&self, only: &Only) -> Result<HashMap<PartnerId, Partner>> {
        let sql = format!(
            "SELECT id, name, gender FROM partners WHERE {}",
            only.holds("id")
        );
        let mut stmt = self.conn.prepare_cached(&sql)?;
        let mut contacts = self.contacts_by_partner(only)?;
        let mut rows = stmt.query([only.param()])?;
        let mut out = HashMap::new();
        while let Some(r) = rows.next()? {
            let id: i64 = r.get(0)?;
            let partner = Partner {
                name: r.get(1)?,
                contacts: contacts.remove(&id).unwrap_or_default(),
                gender: Gender::from_code(&r.get::<_, String>(2)?),
            };
            out.insert(PartnerId(id), partner);
        }
        Ok(out)
    }

    /// Removes a partner no game names yet, as the undo of adding him; one with games is kept.
    pub fn remove_new_partner(&mut self, id: PartnerId) -> Result<()> {
        self.remove_unless_played("partners", "partner_id", id.0)
    }

    /// One partner.
    pub fn partner(&self, id: PartnerId) -> Result<Partner> {
        let (name, gender): (String, String) = self
            .conn
            .query_row(
                "SELECT name, gender FROM partners WHERE id = ?1",
                [id.0],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?
            .ok_or_else(|| StoreError::NotFound(format!("partner {}", id.0)))?;
        Ok(Partner {
            name,
            contacts: self.contacts(id)?,
            gender: Gender::from_code(&gender),
        })
    }

    fn contacts(&self, id: PartnerId) -> Result<Vec<Contact>> {
        Ok(self
            .contacts_by_partner(&Only::of([id.0]))?
            .remove(&id.0)
            .unwrap_or_default())
    }

    /// Partners' contacts by the partner's id: of the partners `only` lists.
    fn contacts_by_partner(&self, only: &Only) -> Result<HashMap<i64, Vec<Contact>>> {
        let table = (
            "since, postal_address, email",
            "partner_contacts",
            "partner_id",
            "since, id",
        );
        self.grouped(table, only, |r| {
            Ok(Contact {
                since: r.get(0)?,
                postal_address: r.get(1)?,
                email: r.get(2)?,
            })
        })
    }
}

fn insert_contact(tx: &rusqlite::Connection, id: PartnerId, c: &Contact) -> Result<()> {
    tx.execute(
        "INSERT INTO partner_contacts (partner_id, since, postal_address, email)
         VALUES (?1, ?2, ?3, ?4)",
        params![id.0, c.since, c.postal_address, c.email],
    )?;
    Ok(())
}

/// Puts `partners` in the order of their names, as `COLLATE NOCASE` orders them (ASCII letters
/// in any case alike), then of their ids: as every list of partners is.
fn by_name<T>(partners: &mut [(PartnerId, T)], name: impl Fn(&T) -> &str) {
    partners.sort_by_cached_key(|(id, p)| (name(p).to_ascii_lowercase(), id.0));
}
