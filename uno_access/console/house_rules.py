"""House rules at start-up: their names in the language, one line of plain words each, and typed choices.

A player names house rules as the ``--house`` flag takes them
(``stacking,seven-zero``), by their words in either language (the options
menu's words: ``cumul des +2 et +4``, or their first letters), or by their
numbers in the list that ``?`` reads (``1, 3``).
"""

from __future__ import annotations

import re

from ..engine.rules import HOUSE_RULES, Scoring
from ..i18n import LANGUAGES, normalize, translator
from ..typed import is_digits, whole_number
from .rules_text import message_lines, option_lines


def house_rule_label(name: str, lang: str) -> str:
    """A house rule's name in the language (the options menu's word for it, ``uno_access.storage``)."""
    from ..storage.settings import SPECS

    return SPECS["house_rules"].value_label(name, translator(lang))


def house_rule_explanation(name: str, lang: str) -> list[str]:
    """What a house rule changes, in plain words: the ``règles`` command's lines for its options."""
    options = HOUSE_RULES[name]
    said: list[str] = []
    for field, value in options.items():
        if field == "target_score" and options.get("scoring") is Scoring.ROUNDS_WON:
            # A target of rounds, not of points (as the règles command says it).
            said.extend(message_lines("rules-option-target-rounds", lang, value=value))
        else:
            said.extend(option_lines(field, value, lang))
    return said


def house_rule_lines(lang: str) -> list[str]:
    """What ``?`` reads at the house rules question, each line within 40 braille cells: for each rule
    its number and name, then what it changes (without a first line that only names it again:
    "Jeu en équipes :" under "10. en équipes :"); last, how to choose."""
    t = translator(lang)
    lines: list[str] = []
    for number, name in enumerate(HOUSE_RULES, start=1):
        label = house_rule_label(name, lang)
        explanation = house_rule_explanation(name, lang)
        if _only_names(explanation[0], label):
            explanation = explanation[1:]
        lines += [t("question-house-item", number=number, name=label), *explanation]
    lines.append(t("question-house-how"))
    return lines


def _only_names(line: str, label: str) -> bool:
    """``line`` is a title ("Jeu en équipes :", key word first, the sentence on the next lines)
    made of the rule's name and little else: under that name, it would only say it again."""
    words = normalize(line).rstrip(" :").split()
    return line.rstrip().endswith(":") and set(normalize(label).split()) <= set(words) \
        and len(words) <= len(normalize(label).split()) + 1


def parse_house(text: str, lang: str) -> tuple[str, ...] | None:
    """The house rules named in ``text``, in the order given; ``None`` when a part is not understood.

    >>> parse_house("stacking, 2", "en")
    ('stacking', 'seven-zero')
    >>> parse_house("aucune", "fr")
    ()
    """
    t = translator(lang)
    names = list(HOUSE_RULES)
    none_words = {normalize(t("question-house-none")), *t.words("question-house-none"), "0", "-"}
    if normalize(text) in none_words:
        return ()
    labels = {normalize(house_rule_label(name, language)): name for language in LANGUAGES for name in names}
    chosen: list[str] = []
    for part in (normalize(piece) for piece in re.split(r"[,;]+", text)):
        if not part:
            continue
        found = _named(part, names, labels)
        if found is None:
            return None
        chosen.extend(name for name in found if name not in chosen)
    return tuple(chosen)


def _named(part: str, names: list[str], labels: dict[str, str]) -> list[str] | None:
    tokens = part.split()
    if all(is_digits(token) for token in tokens):  # "1 3"
        numbers = [whole_number(token, 1, len(names)) for token in tokens]
        if any(number is None for number in numbers):
            return None
        return [names[number - 1] for number in numbers if number is not None]
    code = part.replace(" ", "-")
    if code in names:
        return [code]
    if part in labels:
        return [labels[part]]
    prefixed = {name for label, name in labels.items() if label.startswith(part)}
    prefixed |= {name for name in names if name.startswith(code)}
    return [prefixed.pop()] if len(prefixed) == 1 else None
