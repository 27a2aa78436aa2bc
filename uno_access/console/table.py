"""The table a match is played at: its rules from the match options, and whether they fit.

A table the rules cannot seat (teams with an odd number of players, a Family
deck too small for ten hands, more players than the braille rules allow) is
said in one localized line before the match, never found by a crash.
"""

from __future__ import annotations

from ..engine.errors import ConflictingHouseRules, InvalidPlayerCount, RulesError
from ..i18n import translator
from ..match import MatchOptions, rules_of


def table_problem(match: MatchOptions, lang: str) -> str | None:
    """Why these rules cannot seat the human and ``match.bots`` bots, in one line; ``None`` when they can."""
    t = translator(lang)
    players = match.bots + 1
    rotating = False
    try:
        rules = rules_of(match)
        rotating = rules.rotating_partners
        rules.check_players(players)
    except InvalidPlayerCount as error:
        return t("table-error-players", min=error.minimum, max=error.maximum)
    except ConflictingHouseRules as error:
        from .house_rules import house_rule_label

        return t("table-error-house-conflict", first=house_rule_label(error.first, lang),
                 second=house_rule_label(error.second, lang))
    except RulesError as error:
        option = getattr(error, "option", "")
        if rotating and option in ("teams", "rotating_partners"):
            return t("table-error-rotating-partners")  # "A 4 joueurs": the only table it fits
        if option == "teams":
            return t("table-error-teams")
        if option == "elimination":
            return t("table-error-teams-elimination")
        if option == "hand_size":
            return t("table-error-cards", max=_most_players(match))
        return t("table-error-other")
    return None


def _most_players(match: MatchOptions) -> int:
    """How many players the deck can deal a hand to (at least one card must be left to turn)."""
    rules = rules_of(match)
    return max(2, (len(rules.build_deck()) - 1) // rules.hand_size)
