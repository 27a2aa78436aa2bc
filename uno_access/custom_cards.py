"""The notation of the customizable cards' effects (official-rules-fr.txt, "Carte à personnaliser"): names,
list, typed choices — shared by the console, the command line and the simulator.

The rule book leaves up to three blank cards for the table to customise, and
lists ideas of effects that software can enforce (:class:`CustomEffect`).  A
player picks one effect per card, at start-up (one question per card) or with
``--custom give-four,choose-next``.  An effect is named by its code name
(``give-four``), by its short name in either language (``donner 4 cartes``,
``give 4 cards``, or a word the ``.accept`` list of ``rules.ftl`` gives), by a
prefix only it has (``découvert``), or by its number in the list that ``?``
reads (``1`` to ``6``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .engine.rules import CustomEffect, RuleSet
from .i18n import LANGUAGES, message_lines, normalize, translator
from .typed import is_digits, whole_number

#: The effects in the order of the list ``?`` reads (their numbers start at 1).
EFFECTS: tuple[CustomEffect, ...] = tuple(CustomEffect)
#: How many customizable cards a table may have (``RuleSet.custom_cards``, 0 to 3).
MOST_CARDS = 3


def effect_label(effect: CustomEffect, lang: str) -> str:
    """An effect's short name in the language (``donner 2 cartes``): the question's default, the answers."""
    return translator(lang)(f"rules-custom-effect-name-{effect.value}")


def effect_explanation(effect: CustomEffect, lang: str) -> str:
    """What an effect does, in one line of plain words (the ``règles`` command's wording)."""
    return translator(lang)(f"rules-custom-effect-{effect.value}")


def effect_lines(lang: str) -> list[str]:
    """What ``?`` reads at a custom card's question, each line within 40 braille cells: that every
    effect is a wild, then for each effect its number and name, and the line that says what it does."""
    lines = [translator(lang)("question-custom-list")]
    for number, effect in enumerate(EFFECTS, start=1):
        lines += message_lines("question-custom-item", lang, number=number, name=effect_label(effect, lang),
                               explanation=effect_explanation(effect, lang))
    return lines


def effect_choices(lang: str) -> str:
    """Every effect as ``code (name)``, one a line (each within 40 braille cells), for an error saying what
    ``--custom`` accepts."""
    return "\n".join(f"{effect.value} ({effect_label(effect, lang)})" for effect in EFFECTS)


def parse_effect(text: str, lang: str) -> CustomEffect | None:
    """The effect named in ``text``, or ``None`` when it names none (or several).

    >>> parse_effect("3", "en")
    <CustomEffect.GIVE_FOUR: 'give-four'>
    >>> parse_effect("donner 4 cartes", "en").value
    'give-four'
    >>> parse_effect("give", "en") is None  # give 2 or give 4?
    True
    """
    wanted = normalize(text)
    if not wanted:
        return None
    if is_digits(wanted):
        number = whole_number(wanted, 1, len(EFFECTS))
        return EFFECTS[number - 1] if number is not None else None
    code = wanted.replace(" ", "-")
    names = _names()
    for effect in EFFECTS:
        if code == effect.value or wanted in names[effect]:
            return effect
    prefixed = {effect for effect in EFFECTS
                if effect.value.startswith(code) or any(name.startswith(wanted) for name in names[effect])}
    return prefixed.pop() if len(prefixed) == 1 else None


def _names() -> dict[CustomEffect, tuple[str, ...]]:
    """Every effect's names, normalized, in every language (a French word works in an English game)."""
    names: dict[CustomEffect, tuple[str, ...]] = {}
    for effect in EFFECTS:
        words: list[str] = []
        for language in LANGUAGES:
            t = translator(language)
            message = f"rules-custom-effect-name-{effect.value}"
            words.extend((normalize(t(message)), *t.words(message)))
        names[effect] = tuple(dict.fromkeys(words))
    return names


def parse_custom(text: str, lang: str) -> tuple[CustomEffect | None, ...] | None:
    """The ``--custom`` value: one to three effects, comma-separated, for cards 1, 2, 3 in turn.

    An empty place keeps that card's effect (``,give-four``: card 2 only);
    ``None`` when a part names no effect, when there are more than three, or
    when none is named at all.

    >>> [e and e.value for e in parse_custom("give-four, ,5", "en")]
    ['give-four', None, 'open-hands']
    """
    parts = [part.strip() for part in re.split(r"[,;]", text)]
    if len(parts) > MOST_CARDS or not any(parts):
        return None
    chosen: list[CustomEffect | None] = []
    for part in parts:
        if not part:
            chosen.append(None)
            continue
        effect = parse_effect(part, lang)
        if effect is None:
            return None
        chosen.append(effect)
    return tuple(chosen)


def with_custom_effects(rules: RuleSet, chosen: Sequence[CustomEffect | str | None]) -> RuleSet:
    """``rules`` with the chosen effects for the first cards; ``None`` (or ``""``) keeps a card's effect.

    >>> from uno_access.engine.rules import RuleSet
    >>> [e.value for e in with_custom_effects(RuleSet.preset("official+"), ["give-four"]).custom_effects]
    ['give-four', 'choose-next', 'open-hands']
    """
    effects: list[CustomEffect | str] = list(rules.custom_effects)
    for index, effect in enumerate(chosen[: len(effects)]):
        if effect:
            effects[index] = effect
    # RuleSet.replace reads the code names and refuses an unknown one (InvalidRuleOption, a RulesError).
    return rules.replace(custom_effects=tuple(effects))
