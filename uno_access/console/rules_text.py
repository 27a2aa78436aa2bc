"""The active rules explained, option by option, from ``locales/*/rules.ftl``.

For each field of :class:`uno_access.engine.RuleSet` the message
``rules-option-<field-with-dashes>`` gets ``$value``: the enum's value
string, ``yes``/``no`` for a flag, the number for a count.  A field without a
message (a variant added since) is said with ``rules-option-generic``.

Every line fits a 40-cell braille display: a message's value is its first
line, key word first ("Bluff démasqué :"), and its ``.more`` attribute the
lines that finish the sentence, cut where it breaks naturally
(:func:`message_lines`).  The house rules list read at start-up says the same
lines under each rule's name; :func:`explain_option` joins them into one text.
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum

from ..engine.cards import CUSTOM_RANKS, DeckKind
from ..engine.rules import OFFICIAL, RuleSet, Scoring
from ..i18n import message_lines as message_lines  # imported from here by the command line
from ..i18n import translator
from ..notation import format_rank

#: Fields said together with another one, or not at all.
_FOLDED = {"name", "min_players", "max_players", "custom_effects", "robot_rule"}
#: Fields always said, even when they are as in the official rules.
_ESSENTIAL = ("hand_size", "target_score", "scoring", "allow_challenge", "bluff_penalty", "uno_penalty")
#: Fields ``rules all`` says even off: what players ask about ("A playable drawn card may be kept.", "No
#: stacking of +2 and +4."); the other options off are left out (H2O's list was 60 lines of "No …").
_SAID_WHEN_OFF = ("forced_play", "draw_ends_turn", "stacking")


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


def option_lines(field_name: str, value: object, lang: str) -> list[str]:
    """One option of a rule set, in plain words, each line within 40 cells:
    ``rules-option-<field>`` (or the generic line)."""
    t = translator(lang)
    message = option_id(field_name)
    if t.has(message):
        return message_lines(message, lang, value=_value(value))
    return [t("rules-option-generic", name=field_name.replace("_", " "), value=str(_value(value)))]


def explain_option(field_name: str, value: object, lang: str) -> str:
    """One option of a rule set, in plain words, as one line (:func:`option_lines` joined)."""
    return " ".join(option_lines(field_name, value, lang))


def summary_lines(preset: str, lang: str) -> list[str]:
    """What makes an edition different, in a few short lines of 40 cells (said at start-up when it is chosen)."""
    t = translator(lang)
    summary = "rules-summary-" + preset.replace("+", "-plus")
    return message_lines(summary, lang) if t.has(summary) else [t("rules-preset-custom", name=preset)]


def summary_line(preset: str, lang: str) -> str:
    """:func:`summary_lines` as one text, a line break between its lines (printed as they are)."""
    return "\n".join(summary_lines(preset, lang))


def _off(value: object) -> bool:
    """An option that is not in force: ``False``, ``0``, nothing, or an enum's "none"."""
    value = _value(value)
    return value in (False, 0, "", "none", "no", "off") or value is None


def _moot(rules: RuleSet, name: str) -> bool:
    """An option that says nothing under these rules (its parent is off): "No time limit." then "Too slow:
    2 cards." contradicted itself."""
    from ..engine.rules import JumpIn

    return (name == "time_penalty" and not rules.time_limit
            or name == "interception_call" and rules.jump_in is JumpIn.OFF
            or name == "hand_size" and rules.dealer_deals  # the dealer chooses: said by dealer_deals
            or name == "seven_zero_choice" and not rules.seven_zero
            or name == "identical_pair_actions" and not rules.identical_pair
            or name == "invisible_any_time" and not rules.invisible_cards
            or name == "any_victim_skips" and not rules.any_victim_cards
            or name == "boomerang_whole" and not rules.boomerang_cards
            or name == "uno_penalty" and bool(rules.launcher)  # penalty_presses says it: presses, not cards
            or name in ("bluff_penalty", "bluff_rule") and not rules.allow_challenge)


def rules_lines(rules: RuleSet, lang: str, everything: bool = False) -> list[str]:
    """The preset, then each option's lines: the essential ones and those that differ
    from the official rules (``everything``: every rule in force, not the many that are not).  Each line
    fits 40 cells."""
    t = translator(lang)
    preset = "rules-preset-" + rules.name.replace("+", "-plus")
    lines = [t(preset) if t.has(preset) else t("rules-preset-custom", name=rules.name)]
    lines.append(t("rules-option-players", min=rules.min_players, max=rules.max_players))
    for field in fields(rules):
        name = field.name
        if name in _FOLDED:
            continue
        value = getattr(rules, name)
        if name == "quickos_anyone":
            if rules.deck is not DeckKind.FAMILY:
                continue  # no Quickos card in this deck
        elif name == "penalty_presses":
            if not rules.launcher:
                continue  # no launcher: a penalty is uno_penalty's cards
        elif name == "swap_card_points":
            if not rules.swap_hands_card:
                continue  # no Swap Hands card in this deck
        elif not everything and name not in _ESSENTIAL and value == getattr(OFFICIAL, name):
            continue
        if _moot(rules, name):
            continue
        if everything and name not in (*_ESSENTIAL, *_SAID_WHEN_OFF) and value == getattr(OFFICIAL, name) \
                and _off(value):
            continue  # "No sequences.", "No totems."…: what is not in force, as in the official rules
        if not everything and name in ("allow_challenge", "bluff_penalty") and (rules.family_draw_four
                                                                              or rules.extreme_cards):
            continue  # family: "sans contestation"; UNO Extreme: no +4 to challenge
        if not everything and name == "bluff_penalty" and not rules.allow_challenge:
            continue  # "Le +4 se joue sur tout, sans contestation" says it
        if name in ("target_score", "teams") and getattr(rules, "rotating_partners", False):
            continue  # "Three rounds, a new partner in each" says both (rules/partners.py)
        if name == "target_score" and rules.scoring is Scoring.ROUNDS_WON:
            lines.extend(message_lines("rules-option-target-rounds", lang, value=value))
        elif name == "scoring" and getattr(rules, "elimination", False):
            # The elimination line says what reaching the target does: not "the lowest score wins" too.
            lines.extend(message_lines("rules-option-scoring-elimination", lang))
        else:
            lines.extend(option_lines(name, value, lang))
        if name == "deck":
            total = len(rules.build_deck())
            if total != len(RuleSet.preset("official").replace(deck=rules.deck).build_deck()):
                lines.append(t("rules-option-deck-total", count=total))  # the edition's cards added
        if name == "custom_cards" and value:
            # official-rules-fr.txt, "Carte à personnaliser": each card's effect, as chosen for this table.
            for rank, effect in zip(CUSTOM_RANKS[:value], rules.custom_effects):
                card, *more = message_lines("rules-option-custom-effect", lang,
                                            card=format_rank(rank, lang, verbose=True),
                                            effect=t(f"rules-custom-effect-{effect.value}"))
                lines.extend((card[:1].upper() + card[1:], *more))
    if rules.robot_rule:  # robot.py: the house rule the robot put in force, said last ("now in force")
        lines.extend(message_lines("rules-robot-now", lang,
                                   rule=t(f"storage-setting-value-house-rules-{rules.robot_rule}")))
    if not everything:
        lines.append(t("rules-more"))
    return lines
