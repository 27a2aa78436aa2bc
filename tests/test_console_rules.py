"""Issue 6: the rules explained in both languages, at start-up and by the ``règles``/``rules`` command.

braille-uno-rules-fr.txt, "Jeu en équipes": "Les joueurs se placent en alternance autour de la table."
official-rules-fr.txt, "Carte à personnaliser": each blank card gets its own effect.
"""

from __future__ import annotations

import io
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest

from uno_access.console.commands import parse_command
from uno_access.console.house_rules import house_rule_lines, parse_house
from uno_access.console.options import ConsoleOptions, MatchOptions
from uno_access.console.output import Output
from uno_access.console.rules_text import _FOLDED, explain_option, rules_lines, summary_line
from uno_access.console.session import Session
from uno_access.console.table import table_problem
from uno_access.engine.rules import HOUSE_RULES, PRESETS, CustomEffect, JumpIn, RuleSet, Stacking
from uno_access.i18n import LANGUAGES, Translator

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_edition_has_its_one_line_summary(lang):
    for preset in PRESETS:
        line = summary_line(preset, lang)
        assert not line.startswith("rules-") and len(line) <= 100, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_house_rules_are_chosen_by_code_words_or_numbers(lang):
    assert parse_house("stacking,seven-zero", lang) == ("stacking", "seven-zero")
    assert parse_house("1, 3", lang) == ("stacking", "jump-in")
    assert parse_house("1 2", lang) == ("stacking", "seven-zero")
    assert parse_house("seven zero, stacking, stacking", lang) == ("seven-zero", "stacking")
    assert parse_house("cumul des +2 et +4", lang) == ("stacking",)  # the French words work in English too
    assert parse_house("elim", lang) == ("elimination",)
    assert parse_house(Translator(lang)("question-house-none"), lang) == ()
    assert parse_house("99", lang) is None
    assert parse_house("stacking, zz", lang) is None
    assert parse_house("interc", lang) is None  # two rules start so: which one?
    assert parse_house("interception", lang) == ("jump-in",)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_list_explains_every_house_rule_in_one_line(lang):
    lines = house_rule_lines(lang)
    assert len(lines) == len(HOUSE_RULES)
    for number, line in enumerate(lines, start=1):
        assert line.startswith(f"{number}. ") and "rules-option" not in line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_table_the_rules_cannot_seat_is_said_in_words(lang):
    t = Translator(lang)
    assert table_problem(MatchOptions(bots=2, house=("teams",)), lang) == t("table-error-teams")
    assert table_problem(MatchOptions(bots=3, house=("teams",)), lang) is None
    assert table_problem(MatchOptions(bots=3, house=("teams", "elimination")), lang) == t("table-error-teams-elimination")
    assert table_problem(MatchOptions(bots=9, rules="braille"), lang) == t("table-error-players", min=2, max=6)
    assert table_problem(MatchOptions(bots=9, rules="family"), lang) == t("table-error-cards", max=9)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bad_table_flags_end_before_the_match_with_one_line(tmp_path, lang):
    env = {k: v for k, v in __import__("os").environ.items() if k not in ("LANG", "LC_ALL", "UNO_ACCESS_DEBUG")}
    env.update({"UNO_ACCESS_HOME": str(tmp_path), "LANG": "C.UTF-8"})
    result = subprocess.run([sys.executable, "-m", "uno_access", "--lang", lang, "--house", "teams", "--bots", "2",
                             "--speech", "off"], input="", capture_output=True, text=True, cwd=ROOT, env=env,
                            timeout=60)
    assert result.returncode == 2
    assert result.stderr.splitlines()[0] == Translator(lang)("table-error-teams")


ALL_ON = RuleSet.preset("official").replace(
    name="official+", shuffle_hands_card=True, swap_hands_card=True, custom_cards=3,
    custom_effects=(CustomEffect.GIVE_FOUR, CustomEffect.DRAW_UNTIL_COLOR, CustomEffect.NEXT_DRAWS_FOUR),
    stacking=Stacking.PLUS_CARDS, seven_zero=True, jump_in=JumpIn.SAME_NUMBER, draw_limit=3, forced_play=True,
    draw_ends_turn=True, skip_defence=True, confusion_penalty=2, uno_cards=2, family_draw_four=True, teams=True,
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_command_explains_every_active_option_in_words(lang):
    t = Translator(lang)
    lines = rules_lines(ALL_ON, lang)
    for field in fields(RuleSet):
        if field.name in _FOLDED or getattr(ALL_ON, field.name) == getattr(PRESETS["official"], field.name):
            continue
        assert explain_option(field.name, getattr(ALL_ON, field.name), lang) in lines, field.name
    # official+'s three customizable cards: one line each, with the effect chosen for this table.
    for effect in ALL_ON.custom_effects:
        assert any(t(f"rules-custom-effect-{effect.value}") in line for line in lines), effect


@pytest.mark.parametrize("lang", LANGUAGES)
def test_elimination_is_explained(lang):
    rules = RuleSet.preset("official").replace(elimination=True)
    assert explain_option("elimination", True, lang) in rules_lines(rules, lang)


def team_session(lang: str) -> Session:
    session = Session(MatchOptions(bots=3, seed=4, rules="braille", house=("teams",)), ConsoleOptions(lang=lang),
                      Output(io.StringIO()))

    class NoInput:
        def read(self, prompt: str) -> None:
            return None

    session.reader = NoInput()  # type: ignore[assignment]
    return session


@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_a_team_game_your_partner_is_named_at_the_start_and_marked_in_status(lang):
    t = Translator(lang)
    session = team_session(lang)
    session.run()
    partner = session.names[2]  # partners sit alternately: seats 0 and 2
    assert session.output.history[0] == t("team-partners", players=partner, count=1)
    session.handle(parse_command(t("command-status"), lang), session.view)
    status = session.output.history
    assert any(line.startswith(partner) and t("status-player", player="", partner=True, count=1, uno=False,
                                              you=False, points=0).split(":")[0].strip() in line for line in status)
    assert not any(line.startswith(session.names[1]) and "(" in line for line in status)
