"""The active rules explained, one line per option, from ``locales/*/rules.ftl``.

For each field of :class:`uno_access.engine.RuleSet` the message
``rules-option-<field-with-dashes>`` gets ``$value``: the enum's value
string, ``yes``/``no`` for a flag, the number for a count.  A field without a
message (a variant added since) is said with ``rules-option-generic``.
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum

from ..engine.cards import CUSTOM_RANKS
from ..engine.rules import OFFICIAL, RuleSet, Scoring
from ..i18n import translator
from ..notation import format_rank

#: Fields said together with another one, or not at all.
_FOLDED = {"name", "min_players", "max_players", "custom_effects"}
#: Fields always said, even when they are as in the official rules.
_ESSENTIAL = ("hand_size", "target_score", "scoring", "allow_challenge", "uno_penalty")


def option_id(field_name: str) -> str:
    """The message id that explains a rule option."""
    return "rules-option-" + field_name.replace("_", "-")


def _value(value: object) -> object:
    if isinstance(value, bool):
        return value
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, tuple):
        return ", ".join(str(getattr(item, "value", item)) for item in value)
    return value


def explain_option(field_name: str, value: object, lang: str) -> str:
    """One option of a rule set, in plain words: ``rules-option-<field>`` (or the generic line)."""
    t = translator(lang)
    message = option_id(field_name)
    if t.has(message):
        return t(message, value=_value(value))
    return t("rules-option-generic", name=field_name.replace("_", " "), value=str(_value(value)))


def summary_line(preset: str, lang: str) -> str:
    """One short line saying what makes an edition different (said at start-up when it is chosen)."""
    t = translator(lang)
    summary = "rules-summary-" + preset.replace("+", "-plus")
    return t(summary) if t.has(summary) else t("rules-preset-custom", name=preset)


def rules_lines(rules: RuleSet, lang: str, everything: bool = False) -> list[str]:
    """The preset, then one line per option: the essential ones and those that differ
    from the official rules (``everything``: all of them)."""
    t = translator(lang)
    preset = "rules-preset-" + rules.name.replace("+", "-plus")
    lines = [t(preset) if t.has(preset) else t("rules-preset-custom", name=rules.name)]
    lines.append(t("rules-option-players", min=rules.min_players, max=rules.max_players))
    for field in fields(rules):
        name = field.name
        if name in _FOLDED:
            continue
        value = getattr(rules, name)
        if not everything and name not in _ESSENTIAL and value == getattr(OFFICIAL, name):
            continue
        if not everything and name == "allow_challenge" and rules.family_draw_four:
            continue  # "Le +4 se joue sur tout, sans contestation" says it
        message = option_id(name)
        if name == "target_score" and rules.scoring is Scoring.ROUNDS_WON:
            message = "rules-option-target-rounds"
        if t.has(message):
            line = t(message, value=_value(value))
        else:
            line = t("rules-option-generic", name=name.replace("_", " "), value=str(_value(value)))
        lines.append(line)
        if name == "custom_cards" and value:
            # official-rules-fr.txt, "Carte à personnaliser": each card's effect, as chosen for this table.
            for rank, effect in zip(CUSTOM_RANKS[:value], rules.custom_effects):
                line = t("rules-option-custom-effect", card=format_rank(rank, lang, verbose=True),
                         effect=t(f"rules-custom-effect-{effect.value}"))
                lines.append(line[:1].upper() + line[1:])
    if not everything:
        lines.append(t("rules-more"))
    return lines
