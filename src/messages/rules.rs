//! The rules the diary applies, clause by clause, as the help page lists them.

/// One rule: its clause, and what the diary does, in English and Russian.
pub const RULES: &[(&str, &str, &str)] = &[
    (
        "47.2.2.1",
        "The postmark beats the date written on the card.",
        "Дата по почтовому штемпелю важнее даты на открытке.",
    ),
    (
        "47.2.2.2",
        "For registered mail the post-office receipt beats both.",
        "Для заказного отправления решает дата на квитанции.",
    ),
    (
        "47.2.2.3",
        "Several postmarks: the sender gets the earliest, the receiver the latest.",
        "Несколько штемпелей: отправителю — более ранний, получателю — более поздний.",
    ),
    (
        "47.2.2.4",
        "No readable postmark: the sender's date; the receiver records the receipt date.",
        "Штемпеля нет: дата отправителя; дату получения фиксирует получатель.",
    ),
    (
        "47.2.2.5",
        "No date at all: the days are unknown, never zero; every total with them is shown as \"≥ N\" and decides no control.",
        "Даты нет: время неизвестно, но не ноль; каждая сумма с ним показывается как «≥ N» и контроль не решает.",
    ),
    (
        "47.3.8–9",
        "A variant is accepted by repeating its moves in order; a wrong repetition makes the move invalid.",
        "Вариант принимается повторением его ходов по порядку; неправильное повторение делает ход недействительным.",
    ),
    (
        "47.3.10",
        "Your sent move or variant can never be changed: the diary refuses. His move as you typed it can be taken back until you answer; dates are corrected with a reason, kept for the arbiter.",
        "Ваш отправленный ход или вариант изменить нельзя: дневник не позволит. Его ход, как вы его записали, можно удалить, пока вы не ответили; даты исправляются с причиной, которая сохраняется для арбитра.",
    ),
    (
        "47.3.12",
        "An impossible or illegible move: ask for a replacement within 3 days (the Receive form's button files the request and makes its card).",
        "Невозможный или неразборчивый ход: запросите замену в трёхдневный срок (кнопка в форме «Получен ход» записывает запрос и готовит открытку).",
    ),
    (
        "47.4.1",
        "Days for a move = sent − received (the receipt day not counted); total = days + penalty days.",
        "Время на ход = отправлен − получен (день получения не считается); суммарное = дни + штрафные дни.",
    ),
    (
        "47.4.9–11",
        "Penalties: first offence N days (5 by default), a repeat in the game 10, a late repeat the whole delay.",
        "Штрафы: первое нарушение N дней (по умолчанию 5), повторное в партии 10, несвоевременный повтор — вся задержка.",
    ),
    (
        "47.4.12",
        "By post, five or fewer days left to the control: send by registered mail.",
        "По почте, до контроля пять дней или меньше: посылайте заказным.",
    ),
    (
        "47.5.1",
        "Post: no reply in 30 days — repeat by registered mail, then tell the arbiter; no first move 30 days after the start — request it.",
        "Почта: нет ответа 30 дней — повторить заказным, затем сообщить арбитру; нет первого хода 30 дней после старта — запросить.",
    ),
    (
        "48.5.1",
        "E-mail: no reply in 14 days (or no first move 14 days after the start) — repeat or ask with a copy to the arbiter.",
        "Эл. почта: нет ответа 14 дней (или первого хода через 14 дней после старта) — повторить или запросить с копией арбитру.",
    ),
    (
        "47.6.1",
        "Overstep: more than 30 days over 10 moves, 60 over 20, and so on (the tournament may set another control); saved days carry over.",
        "Просрочка: свыше 30 дней на 10 ходов, 60 на 20 и т. д. (положение может установить иную норму); сэкономленное время переходит.",
    ),
    (
        "47.6.3, 48.6.1",
        "Claim the partner's overstep no later than your reply to his control move: by post counted from his last restart, by e-mail his 10th, 20th, 30th… move.",
        "Заявите о просрочке партнёра не позднее ответа на его контрольный ход: по почте он считается от его последнего обнуления, по эл. почте — 10-й, 20-й, 30-й… ход.",
    ),
    (
        "47.6.4",
        "After a recorded overstep the count restarts from zero with the next move.",
        "После зафиксированной просрочки отсчёт начинается с нуля со следующего хода.",
    ),
    (
        "47.7.1",
        "Leave stops your clock in all games; each game credits at most its tournament's allowance a calendar year (30 by default) and in the whole event where set.",
        "Перерыв останавливает ваше время во всех партиях; каждая партия засчитывает не больше нормы своего турнира за календарный год (по умолчанию 30) и за соревнование, если она задана.",
    ),
    (
        "47.9.5, 48.9.4",
        "Adjudication: send the record, final position, analysis and your sealed move within 14 days of the tournament's end.",
        "Присуждение: в течение 14 дней после окончания турнира пошлите запись, позицию, обоснование и свой ход.",
    ),
    (
        "47.2.1",
        "Four postcards on an A4 sheet: print double-sided, flipped on the long edge, on card stock of at least 180 g/m²; cut at the marks.",
        "Четыре открытки на листе A4: печатайте с двух сторон, переворот по длинному краю, на картоне не тоньше 180 г/м²; режьте по меткам.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_is_written_in_both_languages() {
        for (clause, en, ru) in RULES {
            assert!(!en.is_empty() && !ru.is_empty(), "{clause}");
            assert!(
                ru.chars().any(|c| ('а'..='я').contains(&c)),
                "{clause}: {ru}"
            );
        }
    }
}
