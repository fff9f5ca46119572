//! The rules the diary applies, clause by clause, as the help page lists them.

use super::Text;

/// One rule: its clause, and what the diary does.
pub const RULES: &[(&str, Text)] = &[
    ("47.2.2.1", Text::Rule47221),
    ("47.2.2.2", Text::Rule47222),
    ("47.2.2.3", Text::Rule47223),
    ("47.2.2.4", Text::Rule47224),
    ("47.2.2.5", Text::Rule47225),
    ("47.3.8–9", Text::Rule47389),
    ("47.3.10", Text::Rule47310),
    ("47.3.12", Text::Rule47312),
    ("47.4.1", Text::Rule4741),
    ("47.4.9–11", Text::Rule474911),
    ("47.4.12", Text::Rule47412),
    ("47.5.1", Text::Rule4751),
    ("48.5.1", Text::Rule4851),
    ("47.6.1", Text::Rule4761),
    ("47.6.3, 48.6.1", Text::Rule47634861),
    ("47.6.4", Text::Rule4764),
    ("47.7.1", Text::Rule4771),
    ("47.9.5, 48.9.4", Text::Rule47954894),
    ("47.2.1", Text::Rule4721),
];
